import type { MyDeadline } from "@app/domain/api/deadlines";
import { dueView } from "@app/domain/deadlines/student-due";
import { workSent, type WorkBlock } from "@app/domain/deadlines/work-sent";
import type { ContentBlock } from "@app/domain/course/structure";
import { publishedBody } from "../access/course-body";
import { lessonsOf } from "../passage/course-walk";
import type { DbData } from "../store/db-schema";
import { courseById, enrolmentsOfCourse, studentRecords } from "../store/lookups";
import { studentDates } from "./student-dates";

/** A row of the student's dates, with the place its link and reminder need. */
export type DatedItem = MyDeadline & { readonly atMs: number };

/**
 * Issue #37: every dated item of one course for one enrolled student, in course order, with his date
 * (extensions applied) and whether his work for it is all sent. Items naming a lesson or task the
 * published course lacks are left out. Empty without a plan, an enrolment or a published body.
 */
export const datedItemsOf = (db: DbData, courseId: number, userId: number, nowMs: number): DatedItem[] => {
  const dates = studentDates(db, courseId, userId);
  const course = courseById(db.courses, courseId);
  if (dates === null || course === undefined) return [];
  const body = publishedBody(db, course);
  if (body === null) return [];
  const answered = new Set(studentRecords(db.testAttempts, courseId, userId).map((a) => a.block_id));
  const works = new Map(studentRecords(db.submissions, courseId, userId).map((s) => [s.block_id, s.status]));
  /** The item's tests and free tasks as the domain's "work sent" rule reads them. */
  const workOf = (blocks: ReadonlyArray<ContentBlock>): WorkBlock[] =>
    blocks.flatMap((b): WorkBlock[] => {
      if (b.content._tag === "test") return [{ kind: "test", answered: answered.has(b.contentBlockID) }];
      if (b.content._tag === "freeTask") return [{ kind: "freeTask", status: works.get(b.contentBlockID) ?? "none" }];
      return [];
    });
  const rows: DatedItem[] = [];
  for (const ref of lessonsOf(body)) {
    const { lesson } = ref;
    for (const item of dates.items.filter((i) => i.lesson_id === lesson.lessonID)) {
      const task = item.task_id === null ? null : lesson.tasks.find((t) => t.taskID === item.task_id);
      if (task === undefined) continue;
      const due = dates.dueOf(lesson.lessonID, item.task_id);
      if (due === null) continue;
      const work = workOf(
        task === null ? [...lesson.lessonContent, ...lesson.tasks.flatMap((t) => t.taskContent)] : task.taskContent,
      );
      const completed =
        studentRecords(db.lessonProgress, courseId, userId).find((p) => p.lesson_id === lesson.lessonID)?.end_date !=
        null;
      rows.push({
        course_id: courseId,
        course_name: course.name,
        module_id: ref.moduleID,
        lesson_id: lesson.lessonID,
        lesson_name: lesson.lessonName,
        task_id: task?.taskID ?? null,
        task_name: task?.name ?? null,
        ...dueView(due, nowMs),
        sent: workSent(work, completed),
        atMs: due.atMs,
      });
    }
  }
  return rows;
};

/** Not yet sent first, each part by date (then by course, for a stable order). */
export const dueNextFirst = (a: DatedItem, b: DatedItem): number =>
  Number(a.sent) - Number(b.sent) || a.atMs - b.atMs || a.course_id - b.course_id;

/** GET /api/my/deadlines: his dated items across the courses he is enrolled in. */
export const myDatedItems = (db: DbData, userId: number, nowMs: number): DatedItem[] =>
  db.enrolments
    .filter((e) => e.user_id === userId)
    .flatMap((e) => datedItemsOf(db, e.course_id, userId, nowMs))
    .sort(dueNextFirst);

/** Every enrolled student of the courses that have a plan, with his dated items (the reminders' walk). */
export const everyPlannedStudent = (db: DbData): Array<{ readonly courseId: number; readonly userId: number }> =>
  db.deadlinePlans
    .filter((p) => p.items.length > 0)
    .flatMap((p) =>
      enrolmentsOfCourse(db.enrolments, p.course_id).map((e) => ({ courseId: p.course_id, userId: e.user_id })),
    );

/** The wire row (without the ms the server sorts by). */
export const myDeadlineView = ({ atMs: _atMs, ...row }: DatedItem): MyDeadline => row;
