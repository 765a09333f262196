import { castDraft, type Draft } from "immer";
import type { Touch } from "../history/recorder";
import type { AuthoringEvent } from "./authoring-events";
import type { CourseState } from "./course-state";
import { newLesson } from "./defaults";
import type { ItemRef } from "./ids";
import { markUnsaved } from "./unsaved";
import { deleteIn, getIn, pathIn, setIn } from "../model/sharded";

type Course = Draft<CourseState>;
type StructureEvent = Exclude<AuthoringEvent, { _tag: "CourseCreated" | "SaveRequested" | "BlockAdded" | "BlockEdited" | "BlockDeleted" | "BlockMoved" }>;

const fresh = { wasCreated: true, wasEdited: false, wasDeleted: false };

const itemPath = (item: ItemRef): string[] => {
  switch (item._tag) {
    case "module":
      return ["modules", item.moduleID];
    case "lesson":
      return pathIn("lessons", item.lessonID);
    case "task":
      return pathIn("tasks", item.taskID);
    default: {
      const never: never = item;
      return never;
    }
  }
};

const itemOf = (course: Course, item: ItemRef) =>
  item._tag === "module" ? course.modules[item.moduleID] : item._tag === "lesson" ? getIn(course.lessons, item.lessonID) : getIn(course.tasks, item.taskID);

const without = (ids: Array<string>, id: string): void => {
  const index = ids.indexOf(id);
  if (index >= 0) ids.splice(index, 1);
};

export const flushTask = (course: Course, taskID: string, touch: Touch): void => {
  const task = getIn(course.tasks, taskID);
  if (!task) return;
  const lesson = getIn(course.lessons, task.lessonID);
  if (lesson) {
    touch([...pathIn("lessons", lesson.lessonID), "taskOrder"]);
    without(lesson.taskOrder, taskID);
  }
  touch(pathIn("tasks", taskID));
  deleteIn(course.tasks, taskID);
};

export const flushLesson = (course: Course, lessonID: string, touch: Touch): void => {
  const lesson = getIn(course.lessons, lessonID);
  if (!lesson) return;
  for (const taskID of [...lesson.taskOrder]) flushTask(course, taskID, touch);
  const module = course.modules[lesson.moduleID];
  if (module) {
    touch(["modules", module.moduleID, "lessonOrder"]);
    without(module.lessonOrder, lessonID);
  }
  touch(pathIn("lessons", lessonID));
  deleteIn(course.lessons, lessonID);
};

export const flushModule = (course: Course, moduleID: string, touch: Touch): void => {
  const module = course.modules[moduleID];
  if (!module) return;
  for (const lessonID of [...module.lessonOrder]) flushLesson(course, lessonID, touch);
  touch(["moduleOrder"]);
  without(course.moduleOrder, moduleID);
  touch(["modules", moduleID]);
  delete course.modules[moduleID];
};

/**
 * Where an item sits: its parent's order (the course's sections, a section's lessons, a lesson's
 * tasks), that order's path in the course, and the parent item to flag edited (none for a section).
 */
export const siblingsOf = (course: CourseState, item: ItemRef): { order: ReadonlyArray<string>; path: string[]; parent: ItemRef | null; id: string } | undefined => {
  if (item._tag === "module") return course.modules[item.moduleID] ? { order: course.moduleOrder, path: ["moduleOrder"], parent: null, id: item.moduleID } : undefined;
  if (item._tag === "lesson") {
    const module = course.modules[getIn(course.lessons, item.lessonID)?.moduleID ?? ""];
    if (!module) return undefined;
    return { order: module.lessonOrder, path: ["modules", module.moduleID, "lessonOrder"], parent: { _tag: "module", moduleID: module.moduleID }, id: item.lessonID };
  }
  const lessonID = getIn(course.tasks, item.taskID)?.lessonID;
  const lesson = lessonID === undefined ? undefined : getIn(course.lessons, lessonID);
  if (!lesson || lessonID === undefined) return undefined;
  return { order: lesson.taskOrder, path: [...pathIn("lessons", lessonID), "taskOrder"], parent: { _tag: "lesson", lessonID }, id: item.taskID };
};

/** The position an item moves to, or null when it is not found or would move past either end. */
export const moveTarget = (order: ReadonlyArray<string>, id: string, direction: "up" | "down"): { index: number; target: number } | null => {
  const index = order.indexOf(id);
  const target = direction === "up" ? index - 1 : index + 1;
  return index < 0 || target < 0 || target >= order.length ? null : { index, target };
};

const moveItem = (course: Course, item: ItemRef, direction: "up" | "down", touch: Touch): void => {
  const where = siblingsOf(course, item);
  const move = where && moveTarget(where.order, where.id, direction);
  if (!where || !move) return;
  touch(where.path);
  // Two writes into the drafted order (as BlockMoved does): the parent's order is the only copy made.
  const order = where.order as string[];
  order[move.index] = order[move.target] ?? where.id;
  order[move.target] = where.id;
  if (!where.parent) return;
  const parent = itemOf(course, where.parent);
  if (parent && !parent.wasEdited) {
    touch([...itemPath(where.parent), "wasEdited"]);
    parent.wasEdited = true;
  }
  markUnsaved(course, where.parent, touch);
};

const setDeleted = (course: Course, item: ItemRef, deleted: boolean, touch: Touch): void => {
  const target = itemOf(course, item);
  if (!target || target.wasDeleted === deleted) return;
  touch([...itemPath(item), "wasDeleted"]);
  target.wasDeleted = deleted;
  markUnsaved(course, item, touch);
};

/** Modules, lessons and tasks (SPEC §4 authoring items): create, edit, markForDelete, restore, flush, move. */
export const evolveStructure = (course: Course, event: StructureEvent, touch: Touch): void => {
  switch (event._tag) {
    case "ModuleCreated": {
      if (course.modules[event.moduleID]) return;
      touch(["modules", event.moduleID]);
      touch(["moduleOrder"]);
      course.modules[event.moduleID] = { moduleID: event.moduleID, moduleName: event.moduleName, lessonOrder: [], ...fresh };
      course.moduleOrder.push(event.moduleID);
      return markUnsaved(course, { _tag: "module", moduleID: event.moduleID }, touch);
    }
    case "ModuleRenamed": {
      const module = course.modules[event.moduleID];
      if (!module) return;
      touch(["modules", event.moduleID, "moduleName"]);
      touch(["modules", event.moduleID, "wasEdited"]);
      module.moduleName = event.moduleName;
      module.wasEdited = true;
      return markUnsaved(course, { _tag: "module", moduleID: event.moduleID }, touch);
    }
    case "LessonCreated": {
      const module = course.modules[event.moduleID];
      if (!module || getIn(course.lessons, event.lessonID)) return;
      touch(pathIn("lessons", event.lessonID));
      touch(["modules", event.moduleID, "lessonOrder"]);
      setIn(course.lessons, event.lessonID, castDraft(newLesson(course.courseID, event.moduleID, event.lessonID, event.lessonName, event.is_trial)));
      module.lessonOrder.push(event.lessonID);
      return markUnsaved(course, { _tag: "lesson", lessonID: event.lessonID }, touch);
    }
    case "LessonRenamed":
    case "LessonTrialSet": {
      const lesson = getIn(course.lessons, event.lessonID);
      if (!lesson) return;
      const path = pathIn("lessons", event.lessonID);
      touch([...path, event._tag === "LessonRenamed" ? "lessonName" : "is_trial"]);
      touch([...path, "wasEdited"]);
      if (event._tag === "LessonRenamed") lesson.lessonName = event.lessonName;
      else lesson.is_trial = event.is_trial;
      lesson.wasEdited = true;
      return markUnsaved(course, { _tag: "lesson", lessonID: event.lessonID }, touch);
    }
    case "TaskCreated": {
      const lesson = getIn(course.lessons, event.lessonID);
      if (!lesson || getIn(course.tasks, event.taskID)) return;
      touch(pathIn("tasks", event.taskID));
      touch([...pathIn("lessons", event.lessonID), "taskOrder"]);
      setIn(course.tasks, event.taskID, castDraft({ taskID: event.taskID, lessonID: event.lessonID, name: event.name, blockOrder: [], blocks: {}, ...fresh }));
      lesson.taskOrder.push(event.taskID);
      return markUnsaved(course, { _tag: "task", taskID: event.taskID }, touch);
    }
    case "TaskRenamed": {
      const task = getIn(course.tasks, event.taskID);
      if (!task) return;
      touch([...pathIn("tasks", event.taskID), "name"]);
      touch([...pathIn("tasks", event.taskID), "wasEdited"]);
      task.name = event.name;
      task.wasEdited = true;
      return markUnsaved(course, { _tag: "task", taskID: event.taskID }, touch);
    }
    case "ItemMarkedForDelete":
      return setDeleted(course, event.item, true, touch);
    case "ItemRestored":
      return setDeleted(course, event.item, false, touch);
    case "ItemFlushed": {
      const item = event.item;
      if (item._tag === "module") flushModule(course, item.moduleID, touch);
      else if (item._tag === "lesson") flushLesson(course, item.lessonID, touch);
      else flushTask(course, item.taskID, touch);
      return;
    }
    case "ItemMoved":
      return moveItem(course, event.item, event.direction, touch);
    default: {
      const never: never = event;
      return never;
    }
  }
};
