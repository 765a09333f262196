/** Line icons drawn for this app (24×24, currentColor), so nothing depends on an emoji font. */
const PATHS = {
  book: "M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zm0 0v16M8 7h7",
  layers: "M12 3l9 5-9 5-9-5zm-9 9l9 5 9-5M3 16l9 5 9-5",
  check: "M4 12l5 5L20 6",
  chart: "M4 20V10m6 10V4m6 16v-7m4 7H3",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6m5 16a6 6 0 0 0-4-5.6",
  user: "M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-8 10a8 8 0 0 1 16 0",
  exit: "M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11",
  logo: "M12 2l10 10-10 10L2 12z",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  mail: "M3 6h18v12H3zm0 0l9 7 9-7",
  video: "M3 6h12v12H3zm12 4l6-3v10l-6-3",
  award: "M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zm-4 -1l-2 8 6-3 6 3-2-8",
  chat: "M4 5h16v11H9l-5 4z",
  edit: "M4 20h4L19 9l-4-4L4 16zm9-13l4 4",
  school: "M2 9l10-5 10 5-10 5zm4 2v5c2 2 10 2 12 0v-5",
  arrow: "M5 12h14m-6-6l6 6-6 6",
  external: "M14 4h6v6m0-6L10 14M19 14v6H4V5h6",
  bell: "M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zm4 4a2 2 0 0 0 4 0",
  calendar: "M4 6h16v14H4zm0 4h16M8 3v5m8-5v5",
} as const;

export type IconName = keyof typeof PATHS;

export const Icon = ({ name, size = 22 }: { readonly name: IconName; readonly size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={PATHS[name]} />
  </svg>
);
