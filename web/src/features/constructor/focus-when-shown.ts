/** How many tries a new item's field is waited for: about ten seconds (a text block's editor is a lazy chunk). */
const TRIES = 600;

/** The latest request: an earlier one still waiting gives way (two adds in a row focus the second item). */
let latest = 0;

/**
 * Focuses what `find` answers once it is in the page: after a command that adds an item, the render
 * that shows it, and for a text block its editor's chunk, come later. Each try runs after the frame
 * has painted (the new item shows first; focusing scrolls and lays out). It gives up when the author
 * has moved the focus elsewhere meanwhile (it never takes it back), when a newer request came, or
 * after `tries`.
 */
export const focusWhenShown = (find: () => HTMLElement | null | undefined, tries = TRIES): void => {
  const from = document.activeElement;
  const request = (latest += 1);
  let left = tries;
  const attempt = (): void => {
    if (request !== latest) return;
    const now = document.activeElement;
    if (now !== from && now !== document.body && now !== null) return;
    const target = find();
    if (target) {
      target.focus();
      return;
    }
    if ((left -= 1) > 0) later();
  };
  const later = (): void => {
    requestAnimationFrame(() => setTimeout(attempt, 0));
  };
  later();
};
