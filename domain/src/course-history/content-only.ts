import type { CourseBody } from "../api/course-content";
import type { ContentPatch } from "../course/content-patch";
import type { CourseChange } from "./course-change";
import { sameValue } from "./same-value";

/**
 * A course's settings (`settings.accesses` with its teachers, seats and link, `settings.actions`,
 * `settings.payments`) are not versioned content (issue #29): they take effect for students at once,
 * a version never records them, a restore or a discard keeps the current ones, and "changes not
 * published" compares what is left. The content is the about page's parts and the sections.
 */
const ABOUT_PARTS = ["general", "additional", "style", "lists"] as const;

/** Whether two bodies hold the same content, whatever their settings (and their keys' order). */
export const sameContent = (a: CourseBody, b: CourseBody): boolean =>
  ABOUT_PARTS.every((part) => sameValue(a[part], b[part])) && sameValue(a.moduleList, b.moduleList);

/** `target`'s content with `current`'s settings: what a restore or a discard makes of the draft. */
export const keepingSettings = (target: CourseBody, current: CourseBody): CourseBody =>
  target.settings === current.settings ? target : { ...target, settings: current.settings };

/** A save's patch without its settings: the part of it a version records. */
export const contentPatchOf = (patch: ContentPatch): ContentPatch => {
  if (patch.settings === undefined) return patch;
  const { settings: _settings, ...content } = patch;
  return content;
};

/**
 * Whether a save changes the course's content (issue #29: no version without one): its changes as
 * the history lists them (`diffCourseBodies` of `contentPatchOf(patch)`), or an about part the lines
 * do not name (the general part's students' and server's keys) that is not what `before` holds.
 */
export const changesContent = (
  before: CourseBody,
  patch: ContentPatch,
  changes: ReadonlyArray<CourseChange>,
): boolean =>
  changes.length > 0 || ABOUT_PARTS.some((part) => patch[part] !== undefined && !sameValue(patch[part], before[part]));
