import type { BlockContent } from "./block-content";
import type { CourseState } from "./course-state";
import type { BlockParent, ItemRef } from "./ids";
import { getIn, valuesOf } from "../model/sharded";

/**
 * Reading a course without knowing how it is stored (lessons and tasks sit in hash buckets,
 * model/sharded.ts): the web and the domain's own deciders and handlers ask here. Each function is
 * generic in the course so that a handler gets its draft's parts back as drafts.
 */
type Lesson<C extends Pick<CourseState, "lessons">> = C["lessons"][string][string];
type Task<C extends CourseState> = C["tasks"][string][string];

export const lessonOf = <C extends Pick<CourseState, "lessons">>(course: C, lessonID: string): Lesson<C> | undefined =>
  getIn(course.lessons, lessonID) as Lesson<C> | undefined;

export const taskOf = <C extends CourseState>(course: C, taskID: string): Task<C> | undefined =>
  getIn(course.tasks, taskID) as Task<C> | undefined;

/** A section, lesson or task by its reference. */
export const itemOf = <C extends CourseState>(
  course: C,
  item: ItemRef,
): C["modules"][string] | Lesson<C> | Task<C> | undefined =>
  item._tag === "module"
    ? (course.modules[item.moduleID] as C["modules"][string] | undefined)
    : item._tag === "lesson"
      ? lessonOf(course, item.lessonID)
      : taskOf(course, item.taskID);

/** The id an item reference names (not its key in the unsaved index, which is `itemKey`). */
export const itemID = (item: ItemRef): string =>
  item._tag === "module" ? item.moduleID : item._tag === "lesson" ? item.lessonID : item.taskID;

/** The lesson or task holding a block list. */
export const containerOf = <C extends CourseState>(course: C, parent: BlockParent): Lesson<C> | Task<C> | undefined =>
  parent._tag === "lesson" ? lessonOf(course, parent.lessonID) : taskOf(course, parent.taskID);

/** A content block of a lesson or task. */
export const blockOf = (course: CourseState, parent: BlockParent, blockID: string) =>
  containerOf(course, parent)?.blocks[blockID];

/**
 * The lesson or task whose list holds a block now, whichever it is: a block another window dragged
 * elsewhere is found where it went. Looks through every lesson and task, so it is for the rare case.
 */
export const blockParentOf = (course: CourseState, blockID: string): BlockParent | undefined => {
  for (const lesson of valuesOf(course.lessons))
    if (lesson.blockOrder.includes(blockID)) return { _tag: "lesson", lessonID: lesson.lessonID };
  for (const task of valuesOf(course.tasks))
    if (task.blockOrder.includes(blockID)) return { _tag: "task", taskID: task.taskID };
  return undefined;
};

/**
 * Where an item sits: its parent's order (the course's sections, a section's lessons, a lesson's
 * tasks) and the parent item (none for a section); undefined when the item or its parent is missing.
 */
export const siblingsOf = (
  course: CourseState,
  item: ItemRef,
): { readonly order: ReadonlyArray<string>; readonly parent: ItemRef | null; readonly id: string } | undefined => {
  if (item._tag === "module")
    return course.modules[item.moduleID] ? { order: course.moduleOrder, parent: null, id: item.moduleID } : undefined;
  if (item._tag === "lesson") {
    const module = course.modules[lessonOf(course, item.lessonID)?.moduleID ?? ""];
    return (
      module && { order: module.lessonOrder, parent: { _tag: "module", moduleID: module.moduleID }, id: item.lessonID }
    );
  }
  const lessonID = taskOf(course, item.taskID)?.lessonID;
  const lesson = lessonID === undefined ? undefined : lessonOf(course, lessonID);
  return lesson && { order: lesson.taskOrder, parent: { _tag: "lesson", lessonID: lesson.lessonID }, id: item.taskID };
};

/** An item's 1-based position among its siblings and their count; 0 of 0 when it is not in the course. */
export const positionOf = (
  course: CourseState,
  item: ItemRef,
): { readonly position: number; readonly count: number } => {
  const where = siblingsOf(course, item);
  return where ? { position: where.order.indexOf(where.id) + 1, count: where.order.length } : { position: 0, count: 0 };
};

/** A block's 1-based position in its lesson or task and the count of blocks there; 0 of 0 when missing. */
export const blockPositionOf = (
  course: CourseState,
  parent: BlockParent,
  blockID: string,
): { readonly position: number; readonly count: number } => {
  const order = containerOf(course, parent)?.blockOrder ?? [];
  const index = order.indexOf(blockID);
  return index < 0 ? { position: 0, count: 0 } : { position: index + 1, count: order.length };
};

/** The position an item moves to, or null when it is not found or would move past either end. */
export const moveTarget = (
  order: ReadonlyArray<string>,
  id: string,
  direction: "up" | "down",
): { index: number; target: number } | null => {
  const index = order.indexOf(id);
  const target = direction === "up" ? index - 1 : index + 1;
  return index < 0 || target < 0 || target >= order.length ? null : { index, target };
};

type KeysOf<T> = T extends unknown ? keyof T : never;
/** A field of a block's content, as checks and field errors name it (questions and answers by index). */
export type BlockField =
  | Exclude<KeysOf<BlockContent>, "_tag">
  | `questions.${number}.text`
  | `questions.${number}.answers`
  | `questions.${number}.answers.${number}.text`
  | `questions.${number}.correct`
  | `questions.${number}.points`
  | `rubric.${number}.title`
  | `rubric.${number}.points`;

/** Field paths of a course's items, as the course checks and the server's field errors name them. */
export const fieldPath = {
  moduleName: (moduleID: string) => `modules.${moduleID}.moduleName`,
  lessonName: (lessonID: string) => `lessons.${lessonID}.lessonName`,
  taskName: (taskID: string) => `tasks.${taskID}.name`,
  blockField: (parent: BlockParent, blockID: string, field: BlockField) =>
    `${parent._tag === "lesson" ? `lessons.${parent.lessonID}` : `tasks.${parent.taskID}`}.blocks.${blockID}.content.${field}`,
} as const;
