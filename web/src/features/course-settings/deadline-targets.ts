import type { CourseState } from "@app/domain/course/course-state";
import { lessonOf, taskOf } from "@app/domain/course/course-query";
import type { PlanTargets } from "@app/domain/deadlines/plan-checks";
import { instantOf } from "@app/domain/deadlines/zoned-time";

/** A lesson of the course in order, with its tasks: what a date can be set on. */
export type DatedLesson = {
  readonly lessonID: string;
  readonly position: number;
  readonly name: string;
  readonly tasks: ReadonlyArray<{ readonly taskID: string; readonly name: string }>;
};

/** The course's lessons and tasks in the constructor's order, without the deleted ones. */
export const datedLessons = (course: CourseState): ReadonlyArray<DatedLesson> =>
  course.moduleOrder
    .flatMap((moduleID) => {
      const module = course.modules[moduleID];
      return module === undefined || module.wasDeleted ? [] : module.lessonOrder;
    })
    .flatMap((lessonID) => {
      const lesson = lessonOf(course, lessonID);
      return lesson === undefined || lesson.wasDeleted ? [] : [lesson];
    })
    .map((lesson, index) => ({
      lessonID: lesson.lessonID,
      position: index + 1,
      name: lesson.lessonName,
      tasks: lesson.taskOrder.flatMap((taskID) => {
        const task = taskOf(course, taskID);
        return task === undefined || task.wasDeleted ? [] : [{ taskID, name: task.name }];
      }),
    }));

/** What the domain's plan checks accept (`planErrors`). */
export const planTargetsOf = (lessons: ReadonlyArray<DatedLesson>): PlanTargets =>
  new Map(lessons.map((lesson) => [lesson.lessonID, new Set(lesson.tasks.map((task) => task.taskID))]));

/** A select's value for a lesson (`L`) or one of its tasks (`L/T`), and back. */
export const targetValue = (lessonID: string, taskID: string | null): string =>
  taskID === null ? lessonID : `${lessonID}/${taskID}`;
export const targetOf = (value: string): { readonly lesson_id: string; readonly task_id: string | null } => {
  const [lesson_id = "", task_id] = value.split("/");
  return { lesson_id, task_id: task_id ?? null };
};

/** The name of what a date is set on: `Урок 3. Циклы`, or the task's name with its lesson's. */
export const targetName = (
  lessons: ReadonlyArray<DatedLesson>,
  lessonID: string,
  taskID: string | null,
): { readonly lesson: string; readonly task: string | null } => {
  const lesson = lessons.find((l) => l.lessonID === lessonID);
  const task = taskID === null ? undefined : lesson?.tasks.find((t) => t.taskID === taskID);
  return {
    lesson: lesson === undefined ? lessonID : `${lesson.position}. ${lesson.name}`,
    task: taskID === null ? null : (task?.name ?? taskID),
  };
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The browser's own zone, when the profile names none. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A date field (`2026-11-14`) and a time field (`23:59`) read on the wall clock of `zone`, as an ISO
 * instant; null when either does not parse.
 */
export const instantFromFields = (date: string, time: string, zone: string): string | null => {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (d === null || t === null) return null;
  const local = { year: Number(d[1]), month: Number(d[2]), day: Number(d[3]) };
  const check = new Date(Date.UTC(local.year, local.month - 1, local.day));
  if (check.getUTCMonth() !== local.month - 1 || check.getUTCDate() !== local.day) return null;
  return new Date(instantOf(local, Number(t[1]), Number(t[2]), zone)).toISOString();
};

/** A zone's Russian name (`Москва, стандартное время`), for the hint under the time field. */
export const zoneName = (zone: string, at: Date): string =>
  new Intl.DateTimeFormat("ru-RU", { timeZone: zone, timeZoneName: "long" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value ?? zone;
