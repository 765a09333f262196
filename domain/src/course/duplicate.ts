import { castDraft, current, isDraft, type Draft } from "immer";
import { frozenCopy } from "../model/clone";
import { getIn, setIn } from "../model/sharded";
import { conflict, invalid, type DecideError } from "../model/decide-error";
import { AUTHORING_MESSAGES as M } from "../validation/messages";
import type { ItemDuplicated } from "./authoring-events";
import type { BlockContent } from "./block-content";
import { copyName } from "./copy-name";
import { itemOf, lessonOf, taskOf } from "./course-query";
import type { CourseState } from "./course-state";
import { newLesson } from "./defaults";
import type { ItemRef } from "./ids";
import type { ContentBlock, TaskState } from "./structure";
import { markUnsaved } from "./unsaved";

type Course = Draft<CourseState>;
type Ids = Readonly<Record<string, string>>;
type Blocks = { readonly blockOrder: ReadonlyArray<string>; readonly blocks: Readonly<Record<string, ContentBlock>> };

/** The ids inside a block's content that a copy renews: a test's questions and answers. */
export const contentIds = (content: BlockContent): string[] =>
  content._tag === "test" ? content.questions.flatMap((q) => [q.questionID, ...q.answers.map((a) => a.answerID)]) : [];

/** A block's content with its questions' and answers' ids replaced by their copies' (`ids`). */
export const copiedContent = (content: BlockContent, ids: Ids): BlockContent =>
  content._tag === "test"
    ? {
        ...content,
        questions: content.questions.map((q) => ({
          ...q,
          questionID: ids[q.questionID] ?? q.questionID,
          answers: q.answers.map((a) => ({ ...a, answerID: ids[a.answerID] ?? a.answerID })),
        })),
      }
    : content;

const blockIds = (node: Blocks): string[] =>
  node.blockOrder.flatMap((id) => {
    const block = node.blocks[id];
    return block ? [id, ...contentIds(block.content)] : [];
  });

const liveTasks = (course: CourseState, taskOrder: ReadonlyArray<string>): TaskState[] =>
  taskOrder.flatMap((id) => {
    const task = taskOf(course, id);
    return task && !task.wasDeleted ? [task] : [];
  });

/**
 * Every id a copy of a lesson or task needs anew (the caller gives each a fresh one): the item, its
 * blocks with their questions and answers, and for a lesson its tasks (deleted ones are not copied).
 */
export const idsToCopy = (course: CourseState, item: ItemRef): string[] => {
  if (item._tag === "lesson") {
    const lesson = lessonOf(course, item.lessonID);
    if (!lesson) return [];
    return [
      lesson.lessonID,
      ...blockIds(lesson),
      ...liveTasks(course, lesson.taskOrder).flatMap((task) => [task.taskID, ...blockIds(task)]),
    ];
  }
  if (item._tag === "task") {
    const task = taskOf(course, item.taskID);
    return task ? [task.taskID, ...blockIds(task)] : [];
  }
  return [];
};

/** Whether the copy can be made: a live lesson or task, and a fresh, unused id for each id inside it. */
export const duplicateProblem = (
  course: CourseState,
  event: Omit<typeof ItemDuplicated.Type, "_tag">,
): DecideError | null => {
  if (event.item._tag === "module") return conflict(M.cannotDuplicate);
  const found = itemOf(course, event.item);
  if (!found) return conflict(M.itemNotFound);
  if (found.wasDeleted) return conflict(M.deletedItem);
  const needed = idsToCopy(course, event.item);
  const fresh = needed.map((id) => event.ids[id]);
  const taken = (id: string) => lessonOf(course, id) !== undefined || taskOf(course, id) !== undefined;
  const given = fresh.filter((id): id is string => id !== undefined);
  const unique = new Set(given).size === new Set(needed).size;
  if (given.length !== needed.length || !unique || given.some((id) => taken(id) || needed.includes(id)))
    return invalid([{ field: "ids", message: M.idTaken }]);
  return null;
};

const plain = <T extends object>(value: T): T => (isDraft(value) ? current(value as Draft<T>) : value) as T;

const copyBlocks = (node: Blocks, ids: Ids): { blockOrder: string[]; blocks: Record<string, ContentBlock> } => {
  const blockOrder: string[] = [];
  const blocks: Record<string, ContentBlock> = {};
  for (const id of node.blockOrder) {
    const block = node.blocks[id];
    const copyID = ids[id];
    if (!block || copyID === undefined) continue;
    blockOrder.push(copyID);
    blocks[copyID] = {
      contentBlockID: copyID,
      status: "none",
      evaluation: null,
      content: frozenCopy(copiedContent(plain(block.content), ids)),
    };
  }
  return { blockOrder, blocks };
};

const fresh = { wasCreated: true, wasEdited: false, wasDeleted: false };

const copyTask = (course: Course, task: TaskState, lessonID: string, name: string, ids: Ids): string | undefined => {
  const taskID = ids[task.taskID];
  if (taskID === undefined || taskOf(course, taskID)) return undefined;
  setIn(course.tasks, taskID, castDraft({ taskID, lessonID, name, ...copyBlocks(task, ids), ...fresh }));
  markUnsaved(course, { _tag: "task", taskID });
  return taskID;
};

const after = (order: ReadonlyArray<string>, id: string, copy: string): string[] => {
  const index = order.indexOf(id);
  return [...order.slice(0, index + 1), copy, ...order.slice(index + 1)];
};

/** Applies ItemDuplicated: the copy (named `… (копия)`) right after the original. Total. */
export const duplicateItem = (course: Course, event: typeof ItemDuplicated.Type): void => {
  if (duplicateProblem(course, event) !== null) return;
  const { item, ids } = event;
  if (item._tag === "lesson") {
    const lesson = lessonOf(course, item.lessonID);
    const module = course.modules[lesson?.moduleID ?? ""];
    const lessonID = ids[item.lessonID];
    if (!lesson || !module || lessonID === undefined) return;
    const copy = {
      ...newLesson(course.courseID, module.moduleID, lessonID, copyName(lesson.lessonName), lesson.is_trial),
      ...copyBlocks(lesson, ids),
    };
    setIn(course.lessons, lessonID, castDraft(copy));
    const tasks = liveTasks(course, lesson.taskOrder).flatMap((task) => {
      const taskID = copyTask(course, task, lessonID, task.name, ids);
      return taskID === undefined ? [] : [taskID];
    });
    const stored = getIn(course.lessons, lessonID);
    if (stored) stored.taskOrder = tasks;
    module.lessonOrder = after(module.lessonOrder, item.lessonID, lessonID);
    markUnsaved(course, { _tag: "lesson", lessonID });
    return;
  }
  if (item._tag === "task") {
    const task = taskOf(course, item.taskID);
    const lesson = lessonOf(course, task?.lessonID ?? "");
    if (!task || !lesson) return;
    const taskID = copyTask(course, task, lesson.lessonID, copyName(task.name), ids);
    if (taskID === undefined) return;
    lesson.taskOrder = after(lesson.taskOrder, item.taskID, taskID);
    if (!lesson.wasEdited) lesson.wasEdited = true;
    markUnsaved(course, { _tag: "lesson", lessonID: lesson.lessonID });
  }
};
