/**
 * Issue #34 part 2, the review desk's keys: J/K next and previous, A accept, R send back (the
 * comment first), C comment, ? the list of keys. Pure, so the rule is tested without a browser.
 */
export type KeyAction = "next" | "previous" | "accept" | "rework" | "comment" | "help";

/** The keys in the order the `?` list shows them. */
export const REVIEW_KEYS: ReadonlyArray<{ readonly key: string; readonly action: KeyAction }> = [
  { key: "J", action: "next" },
  { key: "K", action: "previous" },
  { key: "A", action: "accept" },
  { key: "R", action: "rework" },
  { key: "C", action: "comment" },
  { key: "?", action: "help" },
];

/** The physical keys, so that the Russian layout (О, Л, Ф, К, С) works as the Latin one. */
const BY_CODE: Readonly<Record<string, KeyAction>> = {
  KeyJ: "next",
  KeyK: "previous",
  KeyA: "accept",
  KeyR: "rework",
  KeyC: "comment",
};

export type KeyEventLike = {
  readonly key: string;
  readonly code: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly target: { readonly tagName?: string; readonly isContentEditable?: boolean } | null;
};

const FIELDS: ReadonlySet<string> = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/** Keys never fire while the teacher types in a field (or with Ctrl, ⌘ or Alt, which are the browser's). */
export const isTyping = (target: KeyEventLike["target"]): boolean =>
  target !== null && (FIELDS.has(target.tagName ?? "") || target.isContentEditable === true);

/** The action of a key press, or null. */
export const keyAction = (event: KeyEventLike): KeyAction | null => {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return null;
  if (event.key === "?") return "help";
  return BY_CODE[event.code] ?? null;
};
