import * as Schema from "effect/Schema";
import { AboutAdditional, AboutGeneral, AboutLists, AboutStyle } from "../course/about";
import { ModuleSnapshot } from "../course/course-snapshot";
import { newCourse } from "../course/defaults";
import { CourseSettings } from "../course/settings";
import { toSnapshot } from "../course/snapshot-convert";

/**
 * What the server keeps of a course's content: the about page, the settings and the module tree, in
 * SPEC §3 shapes. Per-user state (lesson status and statistics, block status and evaluation) is stored
 * at its defaults here; the student's view overlays his own passage on top.
 */
export const CourseBody = Schema.Struct({
  general: AboutGeneral,
  additional: AboutAdditional,
  style: AboutStyle,
  lists: AboutLists,
  settings: CourseSettings,
  moduleList: Schema.Array(ModuleSnapshot),
});
export type CourseBody = typeof CourseBody.Type;

/** A new course's body: SPEC §5 defaults (prices '0', 3 blank advantages, accessEnable and showClassmates on). */
export const emptyCourseBody = (courseID: string, name: string): CourseBody => {
  const course = newCourse(courseID, name, false);
  const { general, additional, style, lists, moduleList } = toSnapshot(course);
  return { general, additional, style, lists, settings: course.settings, moduleList };
};
