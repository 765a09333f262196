import type { CourseState } from "@app/domain/course/course-state";
import { lessonOf } from "@app/domain/course/course-query";
import { constructorPath } from "../../lib/authoring/constructor-path";

/** The constructor's selection, kept in the address: `/createdCourses/{courseID}/constructor/{moduleID}/{lessonID}`. */
export type Selection = { readonly moduleID: string | null; readonly lessonID: string | null };

const decode = (part: string | undefined): string | null => {
  if (part === undefined || part === "") return null;
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

/** Reads the section and lesson from a path (anything after `constructor/`). */
export const parseSelection = (path: string): Selection => {
  const parts = path.split("?")[0]?.split("/") ?? [];
  const at = parts.indexOf("constructor");
  if (at < 0) return { moduleID: null, lessonID: null };
  return { moduleID: decode(parts[at + 1]), lessonID: decode(parts[at + 2]) };
};

export const selectionPath = constructorPath;

/**
 * The lesson to show: the one in the address when the course has it, otherwise the first lesson of
 * the section in the address, otherwise the course's first lesson (tombstones last).
 */
export const resolveLesson = (course: CourseState, selection: Selection): string | null => {
  if (selection.lessonID !== null && lessonOf(course, selection.lessonID)) return selection.lessonID;
  const firstOf = (moduleID: string): string | null => course.modules[moduleID]?.lessonOrder[0] ?? null;
  if (selection.moduleID !== null && course.modules[selection.moduleID]) {
    const first = firstOf(selection.moduleID);
    if (first !== null) return first;
  }
  const live = course.moduleOrder.find((id) => course.modules[id]?.wasDeleted === false && firstOf(id) !== null);
  const any = live ?? course.moduleOrder.find((id) => firstOf(id) !== null);
  return any === undefined ? null : firstOf(any);
};
