import type { CourseState } from "@app/domain/course/course-state";
import { containerOf, itemID, lessonOf, siblingsOf, taskOf } from "@app/domain/course/course-query";
import type { BlockParent } from "@app/domain/course/ids";
import type { DomainCommand } from "@app/domain/model/command";

/** What a drag handle carries (dnd-kit `data`): the item, and its label for announcements. */
export type DragItem =
  | { readonly kind: "section"; readonly moduleID: string }
  | { readonly kind: "lesson"; readonly moduleID: string; readonly lessonID: string }
  | { readonly kind: "task"; readonly lessonID: string; readonly taskID: string }
  | { readonly kind: "block"; readonly parent: BlockParent; readonly blockID: string };

/** Where something can be dropped: an item, or the end of a section (its `Добавить урок` row). */
export type DropTarget = DragItem | { readonly kind: "sectionEnd"; readonly moduleID: string };

/**
 * dnd-kit ids: one space for the whole tab (outline rows, task editors, block cards). Each item id is
 * taken through `key` (the constructor passes the stable key, lib/authoring/id-remaps.ts): a drag
 * id must not change when a save gives the item its server id, or a press on a handle made just
 * before the answer starts no drag (dnd-kit no longer knows the id it pressed).
 */
export const dragId = (
  target: DropTarget,
  where: "outline" | "editor" = "outline",
  key: (id: string) => string = (id) => id,
): string => {
  switch (target.kind) {
    case "section":
      return `s:${key(target.moduleID)}`;
    case "sectionEnd":
      return `e:${key(target.moduleID)}`;
    case "lesson":
      return `l:${key(target.lessonID)}`;
    case "task":
      return `${where === "outline" ? "t" : "te"}:${key(target.taskID)}`;
    case "block": {
      const parent = target.parent._tag === "lesson" ? target.parent.lessonID : target.parent.taskID;
      return `b:${target.parent._tag}:${key(parent)}:${key(target.blockID)}`;
    }
  }
};

const moduleOfTarget = (course: CourseState, over: DropTarget): string | undefined => {
  switch (over.kind) {
    case "section":
    case "sectionEnd":
    case "lesson":
      return over.moduleID;
    case "task":
      return lessonOf(course, over.lessonID)?.moduleID;
    case "block":
      return undefined;
  }
};

/** The index `id` gets when it takes `at`'s place in `order`: within one parent the array-move index, else before `at`. */
const indexAt = (order: ReadonlyArray<string>, at: string, sameParent: boolean): number => {
  const index = order.indexOf(at);
  return index < 0 ? (sameParent ? order.length - 1 : order.length) : index;
};
const endOf = (order: ReadonlyArray<string>, sameParent: boolean): number =>
  sameParent ? order.length - 1 : order.length;

/**
 * The command a drop asks for: a section, lesson or task placed (PlaceItem) or a block placed
 * (PlaceBlock), the same events undo and the log see for every move. Null when the drop means nothing
 * (a section dropped on a block). A drop on a lesson or task row puts a block or task at its end; on a
 * section's header a lesson goes first; on its `Добавить урок` row, last.
 */
export const dropCommand = (course: CourseState, active: DragItem, over: DropTarget): DomainCommand | null => {
  const courseID = course.courseID;
  switch (active.kind) {
    case "section": {
      const moduleID = moduleOfTarget(course, over);
      if (moduleID === undefined) return null;
      const index = course.moduleOrder.indexOf(moduleID);
      if (index < 0) return null;
      return {
        _tag: "PlaceItem",
        courseID,
        item: { _tag: "module", moduleID: active.moduleID },
        parentID: null,
        index,
      };
    }
    case "lesson": {
      const moduleID = moduleOfTarget(course, over);
      const module = moduleID === undefined ? undefined : course.modules[moduleID];
      if (moduleID === undefined || !module) return null;
      const same = moduleID === active.moduleID;
      const index =
        over.kind === "lesson"
          ? indexAt(module.lessonOrder, over.lessonID, same)
          : over.kind === "task"
            ? indexAt(module.lessonOrder, over.lessonID, same)
            : over.kind === "sectionEnd"
              ? endOf(module.lessonOrder, same)
              : 0;
      return {
        _tag: "PlaceItem",
        courseID,
        item: { _tag: "lesson", lessonID: active.lessonID },
        parentID: moduleID,
        index,
      };
    }
    case "task": {
      const lessonID = over.kind === "lesson" || over.kind === "task" ? over.lessonID : undefined;
      const lesson = lessonID === undefined ? undefined : lessonOf(course, lessonID);
      if (lessonID === undefined || !lesson) return null;
      const same = lessonID === active.lessonID;
      const index = over.kind === "task" ? indexAt(lesson.taskOrder, over.taskID, same) : endOf(lesson.taskOrder, same);
      return { _tag: "PlaceItem", courseID, item: { _tag: "task", taskID: active.taskID }, parentID: lessonID, index };
    }
    case "block": {
      const to: BlockParent | undefined =
        over.kind === "block"
          ? over.parent
          : over.kind === "lesson"
            ? { _tag: "lesson", lessonID: over.lessonID }
            : over.kind === "task"
              ? { _tag: "task", taskID: over.taskID }
              : undefined;
      const target = to === undefined ? undefined : containerOf(course, to);
      if (to === undefined || !target) return null;
      const same = containerOf(course, active.parent) === target;
      const index =
        over.kind === "block" ? indexAt(target.blockOrder, over.blockID, same) : endOf(target.blockOrder, same);
      return {
        _tag: "PlaceBlock",
        courseID,
        parent: active.parent,
        contentBlockID: active.blockID,
        to,
        index: Math.max(0, index),
      };
    }
  }
};

/** Where a drop would put the item: its 1-based position and the count there, and the new parent when it changes. */
export type DropSpot = {
  readonly position: number;
  readonly count: number;
  readonly into?: { readonly kind: "section" | "lesson" | "task"; readonly name: string };
};

/** Where a drop of `active` on `over` would put it (dropCommand's index), for a keyboard drag's announcements. */
export const dropSpot = (course: CourseState, active: DragItem, over: DropTarget): DropSpot | null => {
  const command = dropCommand(course, active, over);
  if (command === null) return null;
  if (command._tag === "PlaceBlock") {
    const target = containerOf(course, command.to);
    if (!target) return null;
    const same = containerOf(course, command.parent) === target;
    const count = target.blockOrder.length + (same ? 0 : 1);
    if (same) return { position: command.index + 1, count };
    const kind = command.to._tag === "lesson" ? "lesson" : "task";
    return { position: command.index + 1, count, into: { kind, name: parentName(course, command) ?? "" } };
  }
  if (command._tag !== "PlaceItem") return null;
  const where = siblingsOf(course, command.item);
  if (!where) return null;
  const parentID = command.parentID;
  const order =
    parentID === null
      ? course.moduleOrder
      : command.item._tag === "lesson"
        ? course.modules[parentID]?.lessonOrder
        : lessonOf(course, parentID)?.taskOrder;
  if (order === undefined) return null;
  const same = parentID === null || (where.parent !== null && itemID(where.parent) === parentID);
  const count = order.length + (same ? 0 : 1);
  if (same) return { position: command.index + 1, count };
  const kind = command.item._tag === "lesson" ? "section" : "lesson";
  return { position: command.index + 1, count, into: { kind, name: parentName(course, command) ?? "" } };
};

/** The parent a dragged item is in after a drop, for the announcement: the section, lesson or task. */
export const parentName = (course: CourseState, command: DomainCommand): string | undefined => {
  if (command._tag === "PlaceItem") {
    if (command.parentID === null) return undefined;
    return command.item._tag === "lesson"
      ? course.modules[command.parentID]?.moduleName
      : lessonOf(course, command.parentID)?.lessonName;
  }
  if (command._tag === "PlaceBlock")
    return command.to._tag === "lesson"
      ? lessonOf(course, command.to.lessonID)?.lessonName
      : taskOf(course, command.to.taskID)?.name;
  return undefined;
};

/**
 * The same target under the ids the items have now: a save during a drag gives new items their
 * server ids, and the model knows them only by those (`resolve`: lib/authoring/id-remaps).
 */
export const resolvedTarget = <T extends DropTarget>(target: T, resolve: (id: string) => string): T => {
  const parent = (p: BlockParent): BlockParent =>
    p._tag === "lesson"
      ? { _tag: "lesson", lessonID: resolve(p.lessonID) }
      : { _tag: "task", taskID: resolve(p.taskID) };
  switch (target.kind) {
    case "section":
    case "sectionEnd":
      return { ...target, moduleID: resolve(target.moduleID) };
    case "lesson":
      return { ...target, moduleID: resolve(target.moduleID), lessonID: resolve(target.lessonID) };
    case "task":
      return { ...target, lessonID: resolve(target.lessonID), taskID: resolve(target.taskID) };
    case "block":
      return { ...target, parent: parent(target.parent), blockID: resolve(target.blockID) };
  }
  return target;
};
