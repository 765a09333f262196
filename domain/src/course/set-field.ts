import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import type { DomainCommand } from "../model/command";
import type { DomainState } from "../model/state";
import { ACTION, PAYMENT } from "./course-fields";
import { blockParentOf, containerOf, lessonOf, taskOf } from "./course-query";
import type { CourseState } from "./course-state";
import type { ItemRef } from "./ids";
import { ActionName } from "./settings";

/** The id inside a merge field key (course-fields.ts), by its known prefix and leaf; undefined for other fields. */
const idIn = (field: string, prefix: string, leaf: string): string | undefined =>
  field.startsWith(prefix) && field.endsWith(leaf) && field.length > prefix.length + leaf.length
    ? field.slice(prefix.length, field.length - leaf.length)
    : undefined;

/** The section, lesson or task a field of the course tree belongs to in my window (a block's: its lesson or task). */
export const itemOfField = (mine: DomainState, courseID: string, field: string): ItemRef | undefined => {
  const my = mine.courses[courseID];
  if (!my) return undefined;
  const moduleID = idIn(field, "modules.", ".moduleName");
  if (moduleID !== undefined) return { _tag: "module", moduleID };
  const lessonID = idIn(field, "lessons.", ".lessonName") ?? idIn(field, "lessons.", ".is_trial");
  if (lessonID !== undefined) return { _tag: "lesson", lessonID };
  const taskID = idIn(field, "tasks.", ".name");
  if (taskID !== undefined) return { _tag: "task", taskID };
  if (!field.startsWith("blocks.")) return undefined;
  const parent = blockParentOf(my, field.slice("blocks.".length));
  if (parent === undefined) return undefined;
  return parent._tag === "lesson"
    ? { _tag: "lesson", lessonID: parent.lessonID }
    : { _tag: "task", taskID: parent.taskID };
};

/** The advantages become mine: as many as mine (added or removed at the end), then each text. */
const advantagesToMine = (here: CourseState, my: CourseState, courseID: string, at: number): DomainCommand[] => {
  const [now, wanted] = [here.general.advantages, my.general.advantages];
  const commands: DomainCommand[] = [];
  for (let n = now.length; n > wanted.length; n--) commands.push({ _tag: "RemoveAdvantage", courseID, index: n - 1 });
  for (let n = now.length; n < wanted.length; n++)
    commands.push({ _tag: "AddAdvantage", courseID, id: wanted[n]?.id ?? null });
  wanted.forEach((advantage, index) => {
    if (now[index]?.description !== advantage.description)
      commands.push({ _tag: "EditAdvantage", courseID, index, description: advantage.description, at });
  });
  return commands;
};

/** A block becomes mine: its content, or gone, or back after the block it follows in my window. */
const blockToMine = (
  here: CourseState,
  my: CourseState,
  courseID: string,
  contentBlockID: string,
  present: boolean,
  at: number,
): DomainCommand[] => {
  const parent = blockParentOf(here, contentBlockID);
  const myParent = blockParentOf(my, contentBlockID);
  const block = present && myParent ? containerOf(my, myParent)?.blocks[contentBlockID] : undefined;
  if (parent !== undefined)
    return block
      ? [{ _tag: "EditBlock", courseID, parent, contentBlockID, content: block.content, at }]
      : [{ _tag: "DeleteBlock", courseID, parent, contentBlockID }];
  const node = myParent && containerOf(here, myParent);
  if (!block || !myParent || !node) return [];
  const myOrder = containerOf(my, myParent)?.blockOrder ?? [];
  const previous = myOrder
    .slice(0, myOrder.indexOf(contentBlockID))
    .reverse()
    .find((id) => node.blockOrder.includes(id));
  const afterIndex = previous === undefined ? -1 : node.blockOrder.indexOf(previous);
  return [{ _tag: "AddBlock", courseID, parent: myParent, afterIndex, contentBlockID, content: block.content }];
};

/**
 * The commands that set one merge field to its value in my window (`present`: the field exists
 * there), when replaying my events gave another: a copy named after an original the other window
 * renamed, a payment method or switch, the advantages, a block (edited, deleted, or brought back
 * into its lesson). Empty for a field of an item missing here (bring the item back first), and for
 * the rest of the about page and settings, whose events carry their whole value.
 */
export const setToMine = (
  state: DomainState,
  mine: DomainState,
  courseID: string,
  field: string,
  present: boolean,
  at: number,
): DomainCommand[] => {
  const here = state.courses[courseID];
  const my = mine.courses[courseID];
  if (!here || !my) return [];

  if (field === "general.advantages") return advantagesToMine(here, my, courseID, at);
  if (field.startsWith(PAYMENT)) {
    const id = field.slice(PAYMENT.length);
    const payment = my.settings.payments.find((p) => p.id === id);
    return payment ? [{ _tag: "SelectPayment", courseID, id, selected: payment.selected }] : [];
  }
  if (field.startsWith(ACTION)) {
    const action = Schema.decodeUnknownOption(ActionName)(field.slice(ACTION.length));
    return Option.isSome(action)
      ? [{ _tag: "SetSettingsAction", courseID, action: action.value, value: my.settings.actions[action.value] }]
      : [];
  }
  if (field.startsWith("blocks.")) return blockToMine(here, my, courseID, field.slice("blocks.".length), present, at);

  const item = itemOfField(mine, courseID, field);
  if (item === undefined) return [];
  // Deleted in my window, still here: deleted.
  if (!present) return [{ _tag: "MarkItemForDelete", courseID, item }];
  const moduleID = idIn(field, "modules.", ".moduleName");
  const module = moduleID !== undefined ? my.modules[moduleID] : undefined;
  if (moduleID !== undefined)
    return module && here.modules[moduleID]
      ? [{ _tag: "RenameModule", courseID, moduleID, moduleName: module.moduleName, at }]
      : [];
  const named = idIn(field, "lessons.", ".lessonName");
  const lessonID = named ?? idIn(field, "lessons.", ".is_trial");
  if (lessonID !== undefined) {
    const lesson = lessonOf(my, lessonID);
    if (!lesson || !lessonOf(here, lessonID)) return [];
    return named !== undefined
      ? [{ _tag: "RenameLesson", courseID, lessonID, lessonName: lesson.lessonName, at }]
      : [{ _tag: "SetLessonTrial", courseID, lessonID, is_trial: lesson.is_trial }];
  }
  const taskID = idIn(field, "tasks.", ".name");
  const task = taskID !== undefined ? taskOf(my, taskID) : undefined;
  return taskID !== undefined && task && taskOf(here, taskID)
    ? [{ _tag: "RenameTask", courseID, taskID, name: task.name, at }]
    : [];
};
