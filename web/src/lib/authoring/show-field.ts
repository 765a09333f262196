import { problemPlace, type ProblemPlace } from "@app/domain/course/problem-place";
import { currentState } from "../model/domain-store";
import { constructorPath } from "./constructor-path";
import { revealField } from "./field-reveal";
import { resolveId } from "./id-remaps";
import { problemTab } from "./publish-problems";

/**
 * How many frames to wait for a tab's chunk, the course and the field to appear (about three
 * seconds: from a created-courses card the course is loaded first).
 */
const FRAMES = 180;
/** A field of the structure waits this long for its own control before the first invalid one is taken. */
const OWN_FIELD_FRAMES = 60;

/** The attribute a constructor control carries with the domain field path it edits (`lessons.{id}.lessonName`). */
export const FIELD_ATTRIBUTE = "data-field";

type Navigate = (to: string, options?: { readonly replace?: boolean }) => void;

/** The course screen's path of the tab where a field's message shows. */
export const tabPathOf = (courseID: string, field: string): string => {
  const tab = problemTab(field);
  return `/createdCourses/${courseID}${tab === "about" ? "" : `/${tab}`}`;
};

/** Where a problem's link leads: the lesson holding its field when its place is known, else the field's tab. */
export const problemPathOf = (
  courseID: string,
  field: string,
  lesson?: { readonly moduleID: string; readonly lessonID: string | undefined },
): string =>
  lesson === undefined ? tabPathOf(courseID, field) : constructorPath(courseID, lesson.moduleID, lesson.lessonID);

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

const CONTROL = "input, textarea, select, button, a[href]";

/** The control that edits exactly `field` (its `data-field`), or the first one inside an element that carries it (a rich text editor, a file picker). */
const byField = (field: string): HTMLElement | null => {
  const element = document.querySelector<HTMLElement>(`[${FIELD_ATTRIBUTE}="${CSS.escape(field)}"]`);
  if (element === null || element.matches(`${CONTROL}, [contenteditable="true"]`)) return element;
  return element.querySelector<HTMLElement>('[contenteditable="true"]') ?? element.querySelector<HTMLElement>(CONTROL);
};

/** The field path under the ids its items have now (a save may have replaced temporary ones since the check). */
const currentField = (courseID: string, field: string): string =>
  field
    .split(".")
    .map((part) => resolveId(courseID, part))
    .join(".");

const placeNow = (courseID: string, field: string): ProblemPlace | undefined => {
  const course = currentState().courses[courseID];
  return course === undefined ? undefined : problemPlace(course, field);
};

/**
 * Goes to a field in error and focuses it once it is shown. A field of the structure opens the
 * lesson holding it (when the course is not loaded yet, its tab first, then the lesson once it is)
 * and focuses the control that carries its path: that block's, that question's, never the first
 * matching label of the page. Other fields: the control labelled `label` when one is given and found,
 * else the first field marked invalid in the tab.
 */
export const showField = (courseID: string, field: string, navigate: Navigate, label?: string): void => {
  const structural = /^(modules|lessons|tasks)\./.test(field);
  const first = structural ? placeNow(courseID, currentField(courseID, field)) : undefined;
  navigate(
    first === undefined ? tabPathOf(courseID, field) : constructorPath(courseID, first.moduleID, first.lessonID),
  );
  let opened = first !== undefined || !structural;
  let tries = 0;
  const focus = (): void => {
    const path = currentField(courseID, field);
    if (!opened) {
      const place = placeNow(courseID, path);
      if (place !== undefined) {
        navigate(constructorPath(courseID, place.moduleID, place.lessonID), { replace: true });
        opened = true;
      }
    }
    // A card of a long block list is drawn once asked for (a no-op when it is drawn already).
    if (structural) revealField(path);
    const panel = document.querySelector(".authoring-tab-panel");
    const target =
      byField(path) ??
      (panel !== null && label !== undefined ? byLabel(panel, label) : null) ??
      (!structural || tries >= OWN_FIELD_FRAMES
        ? (panel?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null)
        : null);
    if (target !== null) {
      target.scrollIntoView({ block: "center" });
      target.focus();
    }
    // Until the field is shown and holds the focus (a closing dialog may keep the page inert a moment).
    if ((target === null || document.activeElement !== target) && (tries += 1) < FRAMES) requestAnimationFrame(focus);
  };
  requestAnimationFrame(focus);
};
