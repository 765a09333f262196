import { castDraft, type Draft } from "immer";
import type { AuthoringEvent } from "./authoring-events";
import type { CourseState } from "./course-state";
import { newLesson } from "./defaults";
import type { ItemRef } from "./ids";
import { markUnsaved } from "./unsaved";
import { deleteIn, setIn } from "../model/sharded";
import { itemOf, lessonOf, moveTarget, siblingsOf, taskOf } from "./course-query";
import { duplicateItem } from "./duplicate";
import { placeItem } from "./place-item";

type Course = Draft<CourseState>;
type StructureEvent = Exclude<
  AuthoringEvent,
  {
    _tag:
      "CourseCreated" | "SaveRequested" | "BlockAdded" | "BlockEdited" | "BlockDeleted" | "BlockMoved" | "BlockPlaced";
  }
>;

const fresh = { wasCreated: true, wasEdited: false, wasDeleted: false };

const without = (ids: Array<string>, id: string): void => {
  const index = ids.indexOf(id);
  if (index >= 0) ids.splice(index, 1);
};

export const flushTask = (course: Course, taskID: string): void => {
  const task = taskOf(course, taskID);
  if (!task) return;
  const lesson = lessonOf(course, task.lessonID);
  if (lesson) without(lesson.taskOrder, taskID);
  deleteIn(course.tasks, taskID);
};

export const flushLesson = (course: Course, lessonID: string): void => {
  const lesson = lessonOf(course, lessonID);
  if (!lesson) return;
  for (const taskID of [...lesson.taskOrder]) flushTask(course, taskID);
  const module = course.modules[lesson.moduleID];
  if (module) without(module.lessonOrder, lessonID);
  deleteIn(course.lessons, lessonID);
};

export const flushModule = (course: Course, moduleID: string): void => {
  const module = course.modules[moduleID];
  if (!module) return;
  for (const lessonID of [...module.lessonOrder]) flushLesson(course, lessonID);
  without(course.moduleOrder, moduleID);
  delete course.modules[moduleID];
};

const moveItem = (course: Course, item: ItemRef, direction: "up" | "down"): void => {
  const where = siblingsOf(course, item);
  const move = where && moveTarget(where.order, where.id, direction);
  if (!where || !move) return;
  // Two writes into the drafted order (as BlockMoved does): the parent's order is the only copy made.
  const order = where.order as string[];
  order[move.index] = order[move.target] ?? where.id;
  order[move.target] = where.id;
  if (!where.parent) return;
  const parent = itemOf(course, where.parent);
  if (parent && !parent.wasEdited) parent.wasEdited = true;
  markUnsaved(course, where.parent);
};

const setDeleted = (course: Course, item: ItemRef, deleted: boolean): void => {
  const target = itemOf(course, item);
  if (!target || target.wasDeleted === deleted) return;
  target.wasDeleted = deleted;
  markUnsaved(course, item);
};

/** Modules, lessons and tasks (SPEC §4 authoring items): create, edit, markForDelete, restore, flush, move. */
export const evolveStructure = (course: Course, event: StructureEvent): void => {
  switch (event._tag) {
    case "ModuleCreated": {
      if (course.modules[event.moduleID]) return;
      course.modules[event.moduleID] = {
        moduleID: event.moduleID,
        moduleName: event.moduleName,
        lessonOrder: [],
        ...fresh,
      };
      course.moduleOrder.push(event.moduleID);
      return markUnsaved(course, { _tag: "module", moduleID: event.moduleID });
    }
    case "ModuleRenamed": {
      const module = course.modules[event.moduleID];
      if (!module) return;
      module.moduleName = event.moduleName;
      module.wasEdited = true;
      return markUnsaved(course, { _tag: "module", moduleID: event.moduleID });
    }
    case "LessonCreated": {
      const module = course.modules[event.moduleID];
      if (!module || lessonOf(course, event.lessonID)) return;
      setIn(
        course.lessons,
        event.lessonID,
        castDraft(newLesson(course.courseID, event.moduleID, event.lessonID, event.lessonName, event.is_trial)),
      );
      module.lessonOrder.push(event.lessonID);
      return markUnsaved(course, { _tag: "lesson", lessonID: event.lessonID });
    }
    case "LessonRenamed":
    case "LessonTrialSet": {
      const lesson = lessonOf(course, event.lessonID);
      if (!lesson) return;
      if (event._tag === "LessonRenamed") lesson.lessonName = event.lessonName;
      else lesson.is_trial = event.is_trial;
      lesson.wasEdited = true;
      return markUnsaved(course, { _tag: "lesson", lessonID: event.lessonID });
    }
    case "TaskCreated": {
      const lesson = lessonOf(course, event.lessonID);
      if (!lesson || taskOf(course, event.taskID)) return;
      setIn(
        course.tasks,
        event.taskID,
        castDraft({
          taskID: event.taskID,
          lessonID: event.lessonID,
          name: event.name,
          blockOrder: [],
          blocks: {},
          ...fresh,
        }),
      );
      lesson.taskOrder.push(event.taskID);
      return markUnsaved(course, { _tag: "task", taskID: event.taskID });
    }
    case "TaskRenamed": {
      const task = taskOf(course, event.taskID);
      if (!task) return;
      task.name = event.name;
      task.wasEdited = true;
      return markUnsaved(course, { _tag: "task", taskID: event.taskID });
    }
    case "ItemMarkedForDelete":
      return setDeleted(course, event.item, true);
    case "ItemRestored":
      return setDeleted(course, event.item, false);
    case "ItemFlushed": {
      const item = event.item;
      if (item._tag === "module") flushModule(course, item.moduleID);
      else if (item._tag === "lesson") flushLesson(course, item.lessonID);
      else flushTask(course, item.taskID);
      return;
    }
    case "ItemMoved":
      return moveItem(course, event.item, event.direction);
    case "ItemPlaced":
      return placeItem(course, event);
    case "ItemDuplicated":
      return duplicateItem(course, event);
    default: {
      const never: never = event;
      return never;
    }
  }
};
