import type { Draft } from "immer";
import type { DomainState } from "../model/state";
import type { CourseState } from "./course-state";
import { itemKey, type ItemRef } from "./ids";
import type { IdAssignment } from "./server-events";

type Course = Draft<CourseState>;

const replaceIn = (ids: Array<string>, from: string, to: string): void => {
  const index = ids.indexOf(from);
  if (index >= 0) ids[index] = to;
};

/** Moves record[from] to record[to]; false when there is nothing to move or `to` is taken. */
const rekey = <T>(record: Record<string, T>, from: string, to: string): T | undefined => {
  const value = record[from];
  if (value === undefined || from === to || record[to] !== undefined) return undefined;
  delete record[from];
  record[to] = value;
  return value;
};

const rekeyUnsaved = (course: Course, from: ItemRef, to: ItemRef): void => {
  const key = itemKey(from);
  if (!course.unsaved[key]) return;
  delete course.unsaved[key];
  course.unsaved[itemKey(to)] = to;
};

/** Replaces a temporary id by the server's id everywhere the course refers to it (SPEC §4). */
const remapInCourse = (course: Course, a: Exclude<IdAssignment, { _tag: "course" }>): void => {
  switch (a._tag) {
    case "module": {
      const module = rekey(course.modules, a.tempID, a.id);
      if (!module) return;
      module.moduleID = a.id;
      rekeyUnsaved(course, { _tag: "module", moduleID: a.tempID }, { _tag: "module", moduleID: a.id });
      replaceIn(course.moduleOrder, a.tempID, a.id);
      for (const lessonID of module.lessonOrder) {
        const lesson = course.lessons[lessonID];
        if (!lesson) continue;
        lesson.moduleID = a.id;
        lesson.statistics.section_id = a.id;
      }
      return;
    }
    case "lesson": {
      const lesson = rekey(course.lessons, a.tempID, a.id);
      if (!lesson) return;
      lesson.lessonID = a.id;
      rekeyUnsaved(course, { _tag: "lesson", lessonID: a.tempID }, { _tag: "lesson", lessonID: a.id });
      const module = course.modules[lesson.moduleID];
      if (module) replaceIn(module.lessonOrder, a.tempID, a.id);
      for (const taskID of lesson.taskOrder) {
        const task = course.tasks[taskID];
        if (task) task.lessonID = a.id;
      }
      return;
    }
    case "task": {
      const task = rekey(course.tasks, a.tempID, a.id);
      if (!task) return;
      task.taskID = a.id;
      rekeyUnsaved(course, { _tag: "task", taskID: a.tempID }, { _tag: "task", taskID: a.id });
      const lesson = course.lessons[task.lessonID];
      if (lesson) replaceIn(lesson.taskOrder, a.tempID, a.id);
      return;
    }
    case "lessonBlock":
    case "taskBlock": {
      const node = a._tag === "lessonBlock" ? course.lessons[a.lessonID] : course.tasks[a.taskID];
      if (!node) return;
      const block = rekey(node.blocks, a.tempID, a.id);
      if (!block) return;
      block.contentBlockID = a.id;
      replaceIn(node.blockOrder, a.tempID, a.id);
      if ("statistics" in node) for (const stat of node.statistics.blocks) if (stat.id === a.tempID) stat.id = a.id;
      return;
    }
    default: {
      const never: never = a;
      return never;
    }
  }
};

/** The course's own id changes last, so the other assignments of the same event find it under the old id. */
export const assignIds = (draft: Draft<DomainState>, courseID: string, assignments: ReadonlyArray<IdAssignment>): void => {
  const course = draft.courses[courseID];
  if (!course) return;
  for (const a of assignments) if (a._tag !== "course") remapInCourse(course, a);
  for (const a of assignments) {
    if (a._tag !== "course" || a.tempID !== courseID) continue;
    const moved = rekey(draft.courses, a.tempID, a.id);
    if (!moved) continue;
    moved.courseID = a.id;
    for (const lesson of Object.values(moved.lessons)) lesson.statistics.course_id = a.id;
    delete draft.history[a.tempID];
  }
};
