import * as Schema from "effect/Schema";
import { AboutAdditional, AboutGeneral, AboutLists, AboutStyle } from "../course/about";
import { ModuleSnapshot } from "../course/course-snapshot";
import { newCourse } from "../course/defaults";
import { CourseSettings } from "../course/settings";
import type { CourseSnapshot } from "../course/course-snapshot";
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

/** What a stored draft lacks to be a model course: whether it is published, and its school. */
export type DraftPlace = {
  readonly published: boolean;
  readonly school: { readonly id: string; readonly name: string } | null;
};

/**
 * A stored draft as the snapshot a model course is made from (`CourseLoaded`, the publish checks).
 * The page holds the course's school, which the SPEC §5 school check reads; progress and statistics
 * start empty: they belong to students, not to the draft.
 */
export const snapshotOfDraft = (courseID: string, body: CourseBody, place: DraftPlace): CourseSnapshot => ({
  courseID,
  published: place.published,
  page: {
    hash: "",
    created: true,
    need_to_be_paid: false,
    school: place.school,
    selectedSchoolID: place.school?.id ?? null,
  },
  general: body.general,
  additional: body.additional,
  style: body.style,
  lists: body.lists,
  progress: { author: "", completedLessonsAmount: 0, lessonsAmount: 0, progress: 0 },
  settings: body.settings,
  statistics: { courses: [], students: [], lessons: [] },
  moduleList: body.moduleList,
});
