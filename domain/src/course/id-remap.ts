import { produce, type Draft } from "immer";
import { deleteIn, entriesOf, getIn, setIn } from "../model/sharded";
import type { DomainState } from "../model/state";
import type { CourseState } from "./course-state";
import { itemKey, type ItemRef } from "./ids";
import type { IdAssignment } from "./server-events";

type Course = Draft<CourseState>;

const replaceIn = (ids: Array<string>, from: string, to: string): void => {
  const index = ids.indexOf(from);
  if (index >= 0) ids[index] = to;
};

/** Moves record[from] to record[to]; undefined when there is nothing to move or `to` is taken. */
const rekey = <T>(record: Record<string, T>, from: string, to: string): T | undefined => {
  const value = record[from];
  if (value === undefined || from === to || record[to] !== undefined) return undefined;
  delete record[from];
  record[to] = value;
  return value;
};

/** The same in a sharded table: the value may change bucket. */
const rekeyIn = <T>(shards: Record<string, Record<string, T>>, from: string, to: string): T | undefined => {
  const value = getIn(shards, from);
  if (value === undefined || from === to || getIn(shards, to) !== undefined) return undefined;
  deleteIn(shards, from);
  setIn(shards, to, value);
  return getIn(shards, to);
};

const rekeyUnsaved = (course: Course, from: ItemRef, to: ItemRef): void => {
  if (!getIn(course.unsaved, itemKey(from))) return;
  deleteIn(course.unsaved, itemKey(from));
  setIn(course.unsaved, itemKey(to), to);
};

/**
 * Replaces a temporary id by the server's id everywhere the course refers to it (SPEC §4); true when
 * it did. A block names its lesson or task by the server's id, or by the temporary one that the same
 * event renames (`renamed`): both find it.
 */
const remapInCourse = (
  course: Course,
  a: Exclude<IdAssignment, { _tag: "course" }>,
  renamed: ReadonlyMap<string, string>,
): boolean => {
  switch (a._tag) {
    case "module": {
      const module = rekey(course.modules, a.tempID, a.id);
      if (!module) return false;
      module.moduleID = a.id;
      rekeyUnsaved(course, { _tag: "module", moduleID: a.tempID }, { _tag: "module", moduleID: a.id });
      replaceIn(course.moduleOrder, a.tempID, a.id);
      for (const lessonID of module.lessonOrder) {
        const lesson = getIn(course.lessons, lessonID);
        if (!lesson) continue;
        lesson.moduleID = a.id;
        lesson.statistics.section_id = a.id;
      }
      return true;
    }
    case "lesson": {
      const lesson = rekeyIn(course.lessons, a.tempID, a.id);
      if (!lesson) return false;
      lesson.lessonID = a.id;
      rekeyUnsaved(course, { _tag: "lesson", lessonID: a.tempID }, { _tag: "lesson", lessonID: a.id });
      const module = course.modules[lesson.moduleID];
      if (module) replaceIn(module.lessonOrder, a.tempID, a.id);
      for (const taskID of lesson.taskOrder) {
        const task = getIn(course.tasks, taskID);
        if (task) task.lessonID = a.id;
      }
      return true;
    }
    case "task": {
      const task = rekeyIn(course.tasks, a.tempID, a.id);
      if (!task) return false;
      task.taskID = a.id;
      rekeyUnsaved(course, { _tag: "task", taskID: a.tempID }, { _tag: "task", taskID: a.id });
      const lesson = getIn(course.lessons, task.lessonID);
      if (lesson) replaceIn(lesson.taskOrder, a.tempID, a.id);
      return true;
    }
    case "lessonBlock": {
      const lesson = getIn(course.lessons, a.lessonID) ?? getIn(course.lessons, renamed.get(a.lessonID) ?? a.lessonID);
      const block = lesson && rekey(lesson.blocks, a.tempID, a.id);
      if (!lesson || !block) return false;
      block.contentBlockID = a.id;
      replaceIn(lesson.blockOrder, a.tempID, a.id);
      for (const stat of lesson.statistics.blocks) if (stat.id === a.tempID) stat.id = a.id;
      return true;
    }
    case "taskBlock": {
      const task = getIn(course.tasks, a.taskID) ?? getIn(course.tasks, renamed.get(a.taskID) ?? a.taskID);
      const block = task && rekey(task.blocks, a.tempID, a.id);
      if (!task || !block) return false;
      block.contentBlockID = a.id;
      replaceIn(task.blockOrder, a.tempID, a.id);
      return true;
    }
    default: {
      const never: never = a;
      return never;
    }
  }
};

/** temp id → server id of the modules, lessons and tasks an event renames. */
const containersRenamed = (assignments: ReadonlyArray<IdAssignment>): ReadonlyMap<string, string> =>
  new Map(
    assignments.flatMap((a) =>
      a._tag === "module" || a._tag === "lesson" || a._tag === "task" ? [[a.tempID, a.id] as const] : [],
    ),
  );

/**
 * The course's own id changes last, so the other assignments of the same event find it under the old
 * id. Answers the renames that applied (temp id → server id): only those may be carried into the
 * undo history, or undo would restore ids the course never had.
 */
export const assignIds = (
  draft: Draft<DomainState>,
  courseID: string,
  assignments: ReadonlyArray<IdAssignment>,
): ReadonlyMap<string, string> => {
  const applied = new Map<string, string>();
  const course = draft.courses[courseID];
  if (!course) return applied;
  const renamed = containersRenamed(assignments);
  for (const a of assignments)
    if (a._tag !== "course" && remapInCourse(course, a, renamed)) applied.set(a.tempID, a.id);
  for (const a of assignments) {
    if (a._tag !== "course" || a.tempID !== courseID) continue;
    const moved = rekey(draft.courses, a.tempID, a.id);
    if (!moved) continue;
    moved.courseID = a.id;
    for (const [, lesson] of entriesOf(moved.lessons)) lesson.statistics.course_id = a.id;
    delete draft.history[a.tempID];
  }
  return applied;
};

/** A course with the server's ids in place of the temporary ones (what the server has after a save). */
export const remapCourse = (course: CourseState, assignments: ReadonlyArray<IdAssignment>): CourseState =>
  assignments.length === 0
    ? course
    : produce(course, (draft) => {
        const renamed = containersRenamed(assignments);
        for (const a of assignments) if (a._tag !== "course") remapInCourse(draft, a, renamed);
      });
