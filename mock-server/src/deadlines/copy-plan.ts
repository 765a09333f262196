import type { CourseBody } from "@app/domain/api/course-content";
import type { DeadlineItem } from "@app/domain/api/deadlines";
import { lessonsOf } from "../passage/course-walk";

/**
 * Issue #37: a copied course's plan. The copy has the original's lessons and tasks in the same order
 * under new ids, so each item moves to the lesson (and task) at the same place; its date is kept as it
 * is (a relative date stays relative: the copy's students count from their own enrolment). Items of
 * lessons or tasks the draft no longer has are dropped.
 */
export const copiedPlan = (
  items: ReadonlyArray<DeadlineItem>,
  from: CourseBody,
  to: CourseBody,
): ReadonlyArray<DeadlineItem> => {
  const before = lessonsOf(from);
  const after = lessonsOf(to);
  const lessonIds = new Map<string, string>();
  const taskIds = new Map<string, string>();
  before.forEach((ref, i) => {
    const copy = after[i]?.lesson;
    if (copy === undefined) return;
    lessonIds.set(ref.lesson.lessonID, copy.lessonID);
    ref.lesson.tasks.forEach((task, j) => {
      const copiedTask = copy.tasks[j];
      if (copiedTask !== undefined) taskIds.set(`${ref.lesson.lessonID}/${task.taskID}`, copiedTask.taskID);
    });
  });
  return items.flatMap((item) => {
    const lesson = lessonIds.get(item.lesson_id);
    const task = item.task_id === null ? null : taskIds.get(`${item.lesson_id}/${item.task_id}`);
    if (lesson === undefined || task === undefined) return [];
    return [{ lesson_id: lesson, task_id: task, due: { ...item.due }, hard: item.hard }];
  });
};
