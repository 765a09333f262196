import type { StudentCourse } from "@app/domain/api/passage";
import { dueView, type EffectiveDue } from "@app/domain/deadlines/student-due";
import type { StudentDates } from "./student-dates";

const withDue = <T extends object>(value: T, due: EffectiveDue | null, nowMs: number): T =>
  due === null ? value : { ...value, due: dueView(due, nowMs) };

/**
 * Issue #37: the student's course view with his dates: each task's (its own, else its lesson's) and
 * each lesson's (its own, else its tasks' earliest). A locked lesson, sent without its tasks, still
 * shows its date. No plan or no enrolment (staff previewing): the view as it was.
 */
export const withDates = (view: StudentCourse, dates: StudentDates | null, nowMs: number): StudentCourse => {
  if (dates === null) return view;
  const lessonTasks = new Map(
    dates.items.map((i) => [
      i.lesson_id,
      dates.items.flatMap((j) => (j.lesson_id === i.lesson_id && j.task_id !== null ? [j.task_id] : [])),
    ]),
  );
  return {
    ...view,
    moduleList: view.moduleList.map((m) => ({
      ...m,
      lessons: m.lessons.map((lesson) =>
        withDue(
          {
            ...lesson,
            tasks: lesson.tasks.map((t) => withDue(t, dates.dueOf(lesson.lessonID, t.taskID), nowMs)),
          },
          dates.lessonDueOf(lesson.lessonID, lessonTasks.get(lesson.lessonID) ?? []),
          nowMs,
        ),
      ),
    })),
  };
};
