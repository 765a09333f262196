import type { StudentCourse } from "@app/domain/api/passage";
import { nextStep } from "@app/domain/passage/next-step";
import { lessonFactsOfStudent } from "./lesson-study";
import { lessonPath, lessonsInOrder, type PlacedLesson } from "./lesson-order";

/** Where `Продолжить` leads (domain/passage/next-step): a lesson (and its task), or the course is done. */
export type NextPlace =
  | {
      readonly _tag: "lesson" | "waiting";
      readonly placed: PlacedLesson;
      /** The lesson's address, and `#task-…` of the task to do (or waiting), if any. */
      readonly path: string;
      readonly hash: string;
    }
  | { readonly _tag: "done" }
  | { readonly _tag: "empty" };

/** The address that opens the next thing to do: `Продолжить` and `Начать` link here, the lessons tab resolves it. */
export const NEXT_SEGMENT = "next";
export const nextStepAddress = (courseID: number | string, welcome = false): string =>
  `/myCourses/${encodeURIComponent(String(courseID))}/lessons/${NEXT_SEGMENT}${welcome ? "?showWelcomeModal=true" : ""}`;

/** The block at `index` of the lesson's order (material, then tasks' blocks): in which task it is, if any. */
const taskOfBlock = (lesson: PlacedLesson["lesson"], index: number | null): string | null => {
  if (index === null) return null;
  let at = index - lesson.lessonContent.length;
  if (at < 0) return null;
  for (const task of lesson.tasks) {
    if (at < task.taskContent.length) return task.taskID;
    at -= task.taskContent.length;
  }
  return null;
};

export const nextPlace = (course: Pick<StudentCourse, "course_id" | "moduleList">): NextPlace => {
  const lessons = lessonsInOrder(course);
  const step = nextStep(lessons.map((p) => ({ facts: lessonFactsOfStudent(p.lesson), locked: p.lesson.locked })));
  if (step._tag === "done") return step;
  const placed = lessons[step.index];
  if (placed === undefined) return { _tag: "empty" };
  const task = taskOfBlock(placed.lesson, step.block);
  const hash = task === null ? "" : `#task-${encodeURIComponent(task)}`;
  return { _tag: step._tag, placed, path: lessonPath(String(course.course_id), placed), hash };
};
