import type { CourseState } from "@app/domain/course/course-state";
import { lessonOf } from "@app/domain/course/course-query";

/** One row of the outline: ids only; the row components read names and flags. */
export type OutlineRow =
  | {
      readonly kind: "section";
      readonly key: string;
      readonly moduleID: string;
      readonly position: number;
      readonly count: number;
    }
  | {
      readonly kind: "lesson";
      readonly key: string;
      readonly moduleID: string;
      readonly lessonID: string;
      readonly position: number;
      readonly count: number;
    }
  | {
      readonly kind: "task";
      readonly key: string;
      readonly moduleID: string;
      readonly lessonID: string;
      readonly taskID: string;
    }
  | { readonly kind: "addLesson"; readonly key: string; readonly moduleID: string; readonly empty: boolean };

/** Row heights in px; constructor-outline.css gives each kind exactly this height (the windowing relies on it). */
export const ROW_HEIGHT: Readonly<Record<OutlineRow["kind"], number>> = {
  section: 108,
  lesson: 44,
  task: 32,
  addLesson: 52,
};

/**
 * The same, read-only (an assigned teacher, a past version in the history): a section shows no name
 * field or buttons and a section's end no `Добавить урок`, so those rows are shorter (constructor-outline.css
 * `.is-read-only`), and the outline has no gaps where the controls would be.
 */
export const READ_ONLY_ROW_HEIGHT: Readonly<Record<OutlineRow["kind"], number>> = {
  ...ROW_HEIGHT,
  section: 48,
  addLesson: 28,
};

/** The rows of the outline: every section, and the lessons (with their tasks) of the open ones. */
/** `keyOf` gives an item's stable key (its first id in this page), so rows keep their identity across id changes. */
/** The parts of a course its outline is made of: a change elsewhere (a block of a task) keeps the rows. */
export type OutlineSource = Pick<CourseState, "moduleOrder" | "modules" | "lessons">;

export const outlineRows = (
  course: OutlineSource,
  isOpen: (moduleID: string) => boolean,
  keyOf: (id: string) => string = (id) => id,
): OutlineRow[] => {
  const rows: OutlineRow[] = [];
  const count = course.moduleOrder.length;
  course.moduleOrder.forEach((moduleID, index) => {
    const module = course.modules[moduleID];
    if (!module) return;
    rows.push({ kind: "section", key: `s:${keyOf(moduleID)}`, moduleID, position: index + 1, count });
    if (!isOpen(moduleID)) return;
    const lessons = module.lessonOrder.length;
    module.lessonOrder.forEach((lessonID, at) => {
      rows.push({ kind: "lesson", key: `l:${keyOf(lessonID)}`, moduleID, lessonID, position: at + 1, count: lessons });
      for (const taskID of lessonOf(course, lessonID)?.taskOrder ?? [])
        rows.push({ kind: "task", key: `t:${keyOf(taskID)}`, moduleID, lessonID, taskID });
    });
    rows.push({ kind: "addLesson", key: `a:${keyOf(moduleID)}`, moduleID, empty: lessons === 0 });
  });
  return rows;
};

/** Lessons in the course, tombstones included. */
export const lessonCount = (course: CourseState): number =>
  course.moduleOrder.reduce((sum, id) => sum + (course.modules[id]?.lessonOrder.length ?? 0), 0);
