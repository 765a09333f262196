import { problemTab } from "./publish-problems";

/** How many frames to wait for a tab's chunk and fields to appear (about a second). */
const FRAMES = 60;

/** The course screen's path of the tab where a field's message shows. */
export const tabPathOf = (courseID: string, field: string): string => {
  const tab = problemTab(field);
  return `/createdCourses/${courseID}${tab === "about" ? "" : `/${tab}`}`;
};

/** A control whose visible label is `label`, in the tab panel. */
const byLabel = (panel: Element, label: string): HTMLElement | null => {
  for (const element of panel.querySelectorAll("label")) {
    const text = element.textContent?.trim() ?? "";
    if (text === label || text.startsWith(`${label} `) || text.startsWith(`${label}*`)) {
      const control = element.control ?? element.querySelector<HTMLElement>("input, select, textarea, button");
      if (control instanceof HTMLElement) return control;
    }
  }
  return null;
};

/**
 * Goes to the tab of a field in error and focuses the field once it is shown: the control labelled
 * `label` when one is given and found, else the first field marked invalid in the tab.
 */
export const showField = (courseID: string, field: string, navigate: (to: string) => void, label?: string): void => {
  navigate(tabPathOf(courseID, field));
  let tries = 0;
  const focus = (): void => {
    const panel = document.querySelector(".authoring-tab-panel");
    const target =
      (panel !== null && label !== undefined ? byLabel(panel, label) : null) ??
      panel?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      null;
    if (target !== null) {
      target.scrollIntoView({ block: "center" });
      target.focus();
    }
    // Until the field is shown and holds the focus (a closing dialog may keep the page inert a moment).
    if ((target === null || document.activeElement !== target) && (tries += 1) < FRAMES) requestAnimationFrame(focus);
  };
  requestAnimationFrame(focus);
};
