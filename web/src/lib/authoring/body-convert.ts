import type { CourseBody } from "@app/domain/api/course-content";
import type { CourseSnapshot } from "@app/domain/course/course-snapshot";
import type { CourseState } from "@app/domain/course/course-state";
import { toSnapshot } from "@app/domain/course/snapshot-convert";

/** What the content body lacks and the screen knows from elsewhere (GET /api/courses/{id}). */
export type SnapshotExtras = {
  /** The course is published (the record's status); false when unknown. */
  readonly published: boolean;
  /** The course's school; null when unknown. */
  readonly schoolID: string | null;
  readonly schoolName?: string;
};

/**
 * A draft from GET /api/courses/{id}/content as the snapshot `CourseLoaded` carries. The page holds
 * the course's school (the server's publish checks use the same), progress and statistics start empty:
 * they belong to students, not to the draft.
 */
export const snapshotFromBody = (courseID: string, body: CourseBody, extras: SnapshotExtras): CourseSnapshot => ({
  courseID,
  published: extras.published,
  page: {
    hash: "",
    created: true,
    need_to_be_paid: false,
    school: extras.schoolID === null ? null : { id: extras.schoolID, name: extras.schoolName ?? "" },
    selectedSchoolID: extras.schoolID,
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

/** The body a save sends (PUT /api/courses/{id}/content): the course's tree without tombstones, about and settings. */
export const bodyFromCourse = (course: CourseState): CourseBody => {
  const { general, additional, style, lists, moduleList } = toSnapshot(course);
  return { general, additional, style, lists, settings: course.settings, moduleList };
};
