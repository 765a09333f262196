import type { DeadlineItem } from "@app/domain/api/deadlines";
import { DEADLINE_ZONE } from "@app/domain/deadlines/deadline-plan";
import { effectiveDue, planItemFor, type DueStudent, type EffectiveDue } from "@app/domain/deadlines/student-due";
import type { DbData } from "../store/db-schema";
import { enrolmentOf } from "../store/lookups";
import { extensionsOfCourse, planItemsOf } from "./course-plan";

/** One student's dates in one course (issue #37): the domain's rule fed with his enrolment, groups (and their starts) and extensions. */
export type StudentDates = {
  readonly items: ReadonlyArray<DeadlineItem>;
  /** The date of a task (its own item, else its lesson's), or of a lesson's own item (`taskId` null). */
  dueOf(lessonId: string, taskId: string | null): EffectiveDue | null;
  /** A lesson's date as the list shows it: its own item's, else the earliest of its tasks'. */
  lessonDueOf(lessonId: string, taskIds: ReadonlyArray<string>): EffectiveDue | null;
};

/** His dates, or null when the course has no plan or he is not enrolled. */
export const studentDates = (db: DbData, courseId: number, userId: number): StudentDates | null => {
  const items = planItemsOf(db, courseId);
  if (items.length === 0) return null;
  const enrolment = enrolmentOf(db.enrolments, courseId, userId);
  if (enrolment === undefined) return null;
  const groups = db.groups.filter((g) => g.student_ids.includes(userId));
  const schoolId = db.courses.find((c) => c.id === courseId)?.school_id;
  const student: DueStudent = {
    id: userId,
    groupIds: groups.map((g) => g.id),
    startedAt: Date.parse(enrolment.enrolled_at),
    // His groups on this course: those of the course's school; their starts move day 0 (docs/decisions/deadlines.md).
    groupStarts: groups.flatMap((g) =>
      g.school_id === schoolId && typeof g.start_date === "string" ? [g.start_date] : [],
    ),
  };
  const extensions = extensionsOfCourse(db, courseId);
  const dueOf = (lessonId: string, taskId: string | null): EffectiveDue | null => {
    const item = planItemFor(items, lessonId, taskId);
    return item === undefined ? null : effectiveDue(item, student, extensions, DEADLINE_ZONE);
  };
  return {
    items,
    dueOf,
    lessonDueOf: (lessonId, taskIds) =>
      dueOf(lessonId, null) ??
      taskIds
        .map((t) => dueOf(lessonId, t))
        .reduce<EffectiveDue | null>(
          (first, d) => (d !== null && (first === null || d.atMs < first.atMs) ? d : first),
          null,
        ),
  };
};
