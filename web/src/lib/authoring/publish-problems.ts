import type { ValidationErrors } from "@app/domain/api/error-body";
import type { Problem } from "@app/domain/course/course-checks";
import type { CourseState } from "@app/domain/course/course-state";
import { placeText, problemPlace } from "@app/domain/course/problem-place";

/** The areas of a course that publish checks name (domain/src/course/course-checks.ts field paths). */
export const PROBLEM_AREAS = [
  "general.name",
  "general.category",
  "general.advantages",
  "additional.price",
  "additional.practiceType",
  "additional.completionDoc",
  "page.selectedSchoolID",
  "style.cover",
  "lists.programs",
  "lists.teachers",
  "lists.results",
  "lists.learns",
  "lists.consumers",
  "moduleList",
  "modules",
  "lessons",
  "tasks",
] as const;

export type ProblemArea = (typeof PROBLEM_AREAS)[number] | "other";

/**
 * One thing to fix before publishing: where (an area with a Russian label, or in the structure its
 * place: `Раздел 1 «Основы» › Урок 2 «Переменные» › Блок 3 (Тест) › Вопрос 2`), what (the message),
 * how many times.
 */
export type PublishProblem = {
  readonly field: string;
  readonly area: ProblemArea;
  readonly message: string;
  readonly count: number;
  /** The place in the structure, as one line, when the course is at hand and holds the item. */
  readonly place?: string;
  /** The section and lesson the constructor opens to show the field. */
  readonly lesson?: { readonly moduleID: string; readonly lessonID: string | undefined };
};

/** The area of a field path: the longest known prefix, whole segments only. */
export const problemArea = (field: string): ProblemArea =>
  PROBLEM_AREAS.find((area) => field === area || field.startsWith(`${area}.`)) ?? "other";

/**
 * Every message of a publish 422's `errors.validation`, in the server's order. With the course at
 * hand, a field of the structure names its place (domain/src/course/problem-place.ts) and is listed
 * on its own; otherwise the same message in the same area is listed once, counted.
 */
export const publishProblems = (validation: ValidationErrors, course?: CourseState): ReadonlyArray<PublishProblem> => {
  const merged = new Map<string, PublishProblem>();
  for (const [field, messages] of Object.entries(validation)) {
    const place = course === undefined ? undefined : problemPlace(course, field);
    for (const message of messages) {
      const area = problemArea(field);
      const key = `${place === undefined ? area : field}\u0000${message}`;
      const seen = merged.get(key);
      const problem: PublishProblem =
        place === undefined
          ? { field, area, message, count: 1 }
          : {
              field,
              area,
              message,
              count: 1,
              place: placeText(place),
              lesson: { moduleID: place.moduleID, lessonID: place.lessonID },
            };
      merged.set(key, seen === undefined ? problem : { ...seen, count: seen.count + 1 });
    }
  }
  return [...merged.values()];
};

/** The domain's problems (a refused publish before it is sent) in the server's 422 shape: field → messages. */
export const checksAsValidation = (problems: ReadonlyArray<Problem>): ValidationErrors => {
  const validation: Record<string, string[]> = {};
  for (const { field, message } of problems) (validation[field] ??= []).push(message);
  return validation;
};

/** The course screen's tabs that show fields with problems. */
export type ProblemTab = "about" | "constructor" | "users" | "settings";

/** The tab where a field's message shows (field paths of the domain's course checks). */
export const problemTab = (field: string): ProblemTab => {
  if (field.startsWith("settings.accesses.maxCount")) return "users";
  if (field.startsWith("settings.")) return "settings";
  if (/^(modules|lessons|tasks|moduleList)\b/.test(field)) return "constructor";
  return "about";
};

/** The tabs holding at least one of these fields. */
export const problemTabs = (fields: Iterable<string>): ReadonlySet<ProblemTab> => new Set([...fields].map(problemTab));
