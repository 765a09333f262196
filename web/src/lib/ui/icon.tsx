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
