import type { CourseBody } from "@app/domain/api/course-content";
import type { DeadlineExtension, DeadlineItem, DeadlinePlan } from "@app/domain/api/deadlines";
import type { PlanTargets } from "@app/domain/deadlines/plan-checks";
import { lessonsOf } from "../passage/course-walk";
import type { DbData } from "../store/db-schema";
import type { DeadlineExtensionRecord } from "./deadline-records";

/** Issue #37: a course's dated items (none: an empty plan). */
export const planItemsOf = (db: DbData, courseId: number): ReadonlyArray<DeadlineItem> =>
  db.deadlinePlans.find((p) => p.course_id === courseId)?.items ?? [];

export const extensionsOfCourse = (db: DbData, courseId: number): ReadonlyArray<DeadlineExtensionRecord> =>
  db.deadlineExtensions.filter((e) => e.course_id === courseId);

/** The lessons and their tasks a plan may name. */
export const planTargetsOf = (body: CourseBody): PlanTargets =>
  new Map(lessonsOf(body).map((ref) => [ref.lesson.lessonID, new Set(ref.lesson.tasks.map((t) => t.taskID))]));

export const extensionView = (e: DeadlineExtensionRecord): DeadlineExtension => ({
  id: e.id,
  student_id: e.student_id,
  group_id: e.group_id,
  lesson_id: e.lesson_id,
  until: e.until,
  created_at: e.created_at,
});

/** GET /api/courses/{id}/deadlines: the plan and the extensions, oldest first. */
export const planView = (db: DbData, courseId: number): DeadlinePlan => ({
  items: planItemsOf(db, courseId).map((i) => ({ ...i, due: { ...i.due } })),
  extensions: extensionsOfCourse(db, courseId).map(extensionView),
});
