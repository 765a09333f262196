import { castDraft, current, isDraft, type Draft } from "immer";
import { clone, frozenCopy } from "../model/clone";
import type { DecideError } from "../model/decide-error";
import { conflict, invalid, notFound } from "../model/decide-error";
import { AUTHORING_MESSAGES as M } from "../validation/messages";
import type { BlockPlaced, ItemPlaced } from "./authoring-events";
import { containerOf, itemOf, lessonOf, siblingsOf, taskOf } from "./course-query";
import type { CourseState } from "./course-state";
import { itemKey, type BlockParent, type ItemRef } from "./ids";
import { markUnsaved } from "./unsaved";

type Course = Draft<CourseState>;
type Place = Omit<typeof ItemPlaced.Type, "_tag" | "courseID">;
type PlaceBlock = Omit<typeof BlockPlaced.Type, "_tag" | "courseID">;

/** The parent an item is put into: the course (a section), a section (a lesson) or a lesson (a task). */
const targetOf = (
  course: CourseState,
  item: ItemRef,
  parentID: string | null,
): { readonly order: ReadonlyArray<string>; readonly parent: ItemRef | null } | undefined => {
  if (item._tag === "module") return parentID === null ? { order: course.moduleOrder, parent: null } : undefined;
  if (parentID === null) return undefined;
  if (item._tag === "lesson") {
    const module = course.modules[parentID];
    return module && { order: module.lessonOrder, parent: { _tag: "module", moduleID: parentID } };
  }
  const lesson = lessonOf(course, parentID);
  return lesson && { order: lesson.taskOrder, parent: { _tag: "lesson", lessonID: parentID } };
};

const sameParent = (a: ItemRef | null, b: ItemRef | null): boolean =>
  a === null || b === null ? a === b : itemKey(a) === itemKey(b);

/**
 * Where an item goes: "move", "stay" (already there: no event) or why it cannot. Into another parent
 * the index may be the end of its order; within its parent, its last place at most.
 */
export const placement = (course: CourseState, p: Place): "move" | "stay" | DecideError => {
  const where = siblingsOf(course, p.item);
  if (!where) return notFound(M.itemNotFound);
  const target = targetOf(course, p.item, p.parentID);
  if (!target) return notFound(p.item._tag === "task" ? M.lessonNotFound : M.moduleNotFound);
  if (target.parent && itemOf(course, target.parent)?.wasDeleted) return conflict(M.intoDeleted);
  const same = sameParent(where.parent, target.parent);
  const last = same ? target.order.length - 1 : target.order.length;
  if (p.index < 0 || p.index > last) return invalid([{ field: "index", message: M.badPosition }]);
  return same && where.order.indexOf(where.id) === p.index ? "stay" : "move";
};

const touch = (course: Course, item: ItemRef | null): void => {
  if (!item) return;
  const found = itemOf(course, item);
  if (found && !found.wasEdited) found.wasEdited = true;
  markUnsaved(course, item);
};

const removed = (order: ReadonlyArray<string>, id: string): string[] => order.filter((other) => other !== id);
const inserted = (order: ReadonlyArray<string>, id: string, index: number): string[] => [
  ...order.slice(0, index),
  id,
  ...order.slice(index),
];

/** Applies ItemPlaced (total: a placement that does not apply changes nothing). */
export const placeItem = (course: Course, p: Place): void => {
  if (placement(course, p) !== "move") return;
  const where = siblingsOf(course, p.item);
  if (!where) return;
  const id = where.id;
  const from = where.parent;
  if (p.item._tag === "module") {
    course.moduleOrder = inserted(removed(course.moduleOrder, id), id, p.index);
    return;
  }
  const into = p.parentID ?? "";
  if (p.item._tag === "lesson") {
    const lesson = lessonOf(course, id);
    const source = course.modules[lesson?.moduleID ?? ""];
    const target = course.modules[into];
    if (!lesson || !source || !target) return;
    source.lessonOrder = removed(source.lessonOrder, id);
    target.lessonOrder = inserted(target.lessonOrder, id, p.index);
    if (lesson.moduleID !== into) {
      lesson.moduleID = into;
      lesson.statistics.section_id = into;
      touch(course, p.item);
    }
  } else {
    const task = taskOf(course, id);
    const source = lessonOf(course, task?.lessonID ?? "");
    const target = lessonOf(course, into);
    if (!task || !source || !target) return;
    source.taskOrder = removed(source.taskOrder, id);
    target.taskOrder = inserted(target.taskOrder, id, p.index);
    if (task.lessonID !== into) {
      task.lessonID = into;
      touch(course, p.item);
    }
  }
  touch(course, from);
  const to = targetOf(course, p.item, p.parentID)?.parent ?? null;
  if (!sameParent(from, to)) touch(course, to);
};

const parentRef = (parent: BlockParent): ItemRef =>
  parent._tag === "lesson" ? { _tag: "lesson", lessonID: parent.lessonID } : { _tag: "task", taskID: parent.taskID };
const sameContainer = (a: BlockParent, b: BlockParent): boolean => itemKey(parentRef(a)) === itemKey(parentRef(b));
const containerMissing = (parent: BlockParent): DecideError =>
  notFound(parent._tag === "lesson" ? M.lessonNotFound : M.taskNotFound);

/** Where a block goes: "move", "stay" or why it cannot (the same rules as for items). */
export const blockPlacement = (course: CourseState, p: PlaceBlock): "move" | "stay" | DecideError => {
  const source = containerOf(course, p.parent);
  if (!source) return containerMissing(p.parent);
  if (!source.blocks[p.contentBlockID]) return notFound(M.blockNotFound);
  const target = containerOf(course, p.to);
  if (!target) return containerMissing(p.to);
  const same = sameContainer(p.parent, p.to);
  if (!same && target.wasDeleted) return conflict(M.intoDeleted);
  if (!same && target.blocks[p.contentBlockID]) return conflict(M.idTaken);
  const last = same ? target.blockOrder.length - 1 : target.blockOrder.length;
  if (p.index < 0 || p.index > last) return invalid([{ field: "index", message: M.badPosition }]);
  return same && source.blockOrder.indexOf(p.contentBlockID) === p.index ? "stay" : "move";
};

/** Applies BlockPlaced (total). */
export const placeBlock = (course: Course, p: PlaceBlock): void => {
  if (blockPlacement(course, p) !== "move") return;
  const source = containerOf(course, p.parent);
  const target = containerOf(course, p.to);
  const block = source?.blocks[p.contentBlockID];
  if (!source || !target || !block) return;
  const id = p.contentBlockID;
  source.blockOrder = removed(source.blockOrder, id);
  if (source !== target) {
    // A plain copy goes into the other container (a draft is never put in two places); content stays frozen.
    const plain = clone(isDraft(block) ? current(block) : block);
    delete source.blocks[id];
    target.blocks[id] = castDraft({ ...plain, content: frozenCopy(plain.content) });
  }
  target.blockOrder = inserted(target.blockOrder, id, p.index);
  touch(course, parentRef(p.parent));
  if (!sameContainer(p.parent, p.to)) touch(course, parentRef(p.to));
};
