import { snapshotOfDraft, type CourseBody } from "@app/domain/api/course-content";
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

/** A draft from GET /api/courses/{id}/content as the snapshot `CourseLoaded` carries. */
export const snapshotFromBody = (courseID: string, body: CourseBody, extras: SnapshotExtras): CourseSnapshot =>
  snapshotOfDraft(courseID, body, {
    published: extras.published,
    school: extras.schoolID === null ? null : { id: extras.schoolID, name: extras.schoolName ?? "" },
  });

/** The body a save sends (PUT /api/courses/{id}/content): the course's tree without tombstones, about and settings. */
export const bodyFromCourse = (course: CourseState): CourseBody => {
  const { general, additional, style, lists, moduleList } = toSnapshot(course);
  return { general, additional, style, lists, settings: course.settings, moduleList };
};
