import * as Result from "effect/Result";
import { BLOCK_KIND_LABELS } from "@app/domain/course/block-content";
import type { BlockParent, ItemRef } from "@app/domain/course/ids";
import type { DomainCommand } from "@app/domain/model/command";
import type { DecideError } from "@app/domain/model/decide-error";
import { getIn } from "@app/domain/model/sharded";
import { currentState, runCommand } from "../../lib/model/domain-store";
import { notifyError } from "../../lib/ui/toast";
import { announce } from "./announcer";
import { focusHandle } from "./move-keys";
import { measureInteraction } from "./perf";

export type Direction = "up" | "down";

const messageOf = (error: DecideError): string => (error._tag === "Invalid" ? (error.problems[0]?.message ?? "") : error.message);

/** Runs a command; a refusal shows its Russian message as a toast. Answers whether events were applied. */
export const run = (command: DomainCommand): boolean => {
  const decision = runCommand(command);
  if (Result.isFailure(decision)) {
    notifyError(messageOf(decision.failure));
    return false;
  }
  return decision.success.length > 0;
};

/** A fresh temporary id; the server gives the real one on save (IdsAssigned). */
export const newId = (): string => crypto.randomUUID();

type MoveText = (kind: "section" | "lesson" | "task" | "block", name: string, position: number, count: number) => string;

const itemKey = (item: ItemRef): string => (item._tag === "module" ? item.moduleID : item._tag === "lesson" ? item.lessonID : item.taskID);

/** Where an item is now: its 1-based position among its siblings, and their count. */
const positionOf = (courseID: string, item: ItemRef): { position: number; count: number } => {
  const course = currentState().courses[courseID];
  if (!course) return { position: 0, count: 0 };
  const order =
    item._tag === "module"
      ? course.moduleOrder
      : item._tag === "lesson"
        ? (course.modules[getIn(course.lessons, item.lessonID)?.moduleID ?? ""]?.lessonOrder ?? [])
        : (getIn(course.lessons, getIn(course.tasks, item.taskID)?.lessonID ?? "")?.taskOrder ?? []);
  return { position: order.indexOf(itemKey(item)) + 1, count: order.length };
};

/** Moves a section, lesson or task, announces where it went and keeps focus on its handle. */
export const moveItem = (courseID: string, item: ItemRef, direction: Direction, name: string, text: MoveText): void => {
  measureInteraction("move-item");
  if (!run({ _tag: "MoveItem", courseID, item, direction })) return;
  const { position, count } = positionOf(courseID, item);
  const kind = item._tag === "module" ? "section" : item._tag;
  announce(text(kind, name, position, count));
  focusHandle(itemKey(item));
};

/** Moves a block, announces where it went and keeps focus on its handle. */
export const moveBlock = (courseID: string, parent: BlockParent, contentBlockID: string, direction: Direction, text: MoveText): void => {
  measureInteraction("move-block");
  if (!run({ _tag: "MoveBlock", courseID, parent, contentBlockID, direction })) return;
  const course = currentState().courses[courseID];
  const node = course && (parent._tag === "lesson" ? getIn(course.lessons, parent.lessonID) : getIn(course.tasks, parent.taskID));
  const block = node?.blocks[contentBlockID];
  if (!node || !block) return;
  announce(text("block", BLOCK_KIND_LABELS[block.content._tag], node.blockOrder.indexOf(contentBlockID) + 1, node.blockOrder.length));
  focusHandle(contentBlockID);
};
