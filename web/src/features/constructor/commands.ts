import { BLOCK_KIND_LABELS } from "@app/domain/course/block-content";
import { blockOf, blockPositionOf, itemID, itemOf, positionOf } from "@app/domain/course/course-query";
import type { BlockParent, ItemRef } from "@app/domain/course/ids";
import type { DomainCommand } from "@app/domain/model/command";
import { currentState } from "../../lib/model/domain-store";
import { runOrNotify } from "../../lib/model/run-or-notify";
import { announce } from "./announcer";
import { focusHandle } from "./move-keys";
import { measureInteraction } from "./perf";

export type Direction = "up" | "down";

/** Runs a command (a refusal is a toast); answers whether events were applied. */
export const run = (command: DomainCommand): boolean => (runOrNotify(command)?.length ?? 0) > 0;

/** A fresh temporary id; the server gives the real one on save (IdsAssigned). */
export const newId = (): string => crypto.randomUUID();

type MoveText = (
  kind: "section" | "lesson" | "task" | "block",
  name: string,
  position: number,
  count: number,
) => string;

/** A section's, lesson's or task's name as the model holds it now (for announcements after a move). */
export const itemNameNow = (courseID: string, item: ItemRef): string | undefined => {
  const course = currentState().courses[courseID];
  const found = course && itemOf(course, item);
  return found === undefined
    ? undefined
    : "moduleName" in found
      ? found.moduleName
      : "lessonName" in found
        ? found.lessonName
        : found.name;
};

/** Moves a section, lesson or task, announces where it went and keeps focus on its handle. */
export const moveItem = (courseID: string, item: ItemRef, direction: Direction, name: string, text: MoveText): void => {
  measureInteraction("move-item");
  if (!run({ _tag: "MoveItem", courseID, item, direction })) return;
  const course = currentState().courses[courseID];
  const { position, count } = course ? positionOf(course, item) : { position: 0, count: 0 };
  const kind = item._tag === "module" ? "section" : item._tag;
  announce(text(kind, name, position, count));
  focusHandle(itemID(item));
};

/** Moves a block, announces where it went and keeps focus on its handle. */
export const moveBlock = (
  courseID: string,
  parent: BlockParent,
  contentBlockID: string,
  direction: Direction,
  text: MoveText,
): void => {
  measureInteraction("move-block");
  if (!run({ _tag: "MoveBlock", courseID, parent, contentBlockID, direction })) return;
  const course = currentState().courses[courseID];
  const block = course && blockOf(course, parent, contentBlockID);
  if (!course || !block) return;
  const { position, count } = blockPositionOf(course, parent, contentBlockID);
  announce(text("block", BLOCK_KIND_LABELS[block.content._tag], position, count));
  focusHandle(contentBlockID);
};
