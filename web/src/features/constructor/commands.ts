import { BLOCK_KIND_LABELS } from "@app/domain/course/block-content";
import {
  blockOf,
  blockPositionOf,
  containerOf,
  itemID,
  itemOf,
  positionOf,
  siblingsOf,
} from "@app/domain/course/course-query";
import type { BlockParent, ItemRef } from "@app/domain/course/ids";
import type { DomainCommand } from "@app/domain/model/command";
import { withCurrentIds } from "../../lib/authoring/id-remaps";
import { currentState } from "../../lib/model/domain-store";
import { runOrNotify } from "../../lib/model/run-or-notify";
import { announce } from "./announcer";
import { focusHandle } from "./move-keys";
import { measureInteraction } from "./perf";
import type { NewParent } from "./use-move-text";
import { contentIds, copiedContent, idsToCopy } from "@app/domain/course/duplicate";

export type Direction = "up" | "down";

/**
 * Runs a command (a refusal is a toast); answers whether events were applied. Its ids are the
 * items' ids now: a click or keystroke that raced the save's answer still names the temporary ones.
 */
export const run = (command: DomainCommand): boolean => (runOrNotify(withCurrentIds(command))?.length ?? 0) > 0;

/** A fresh temporary id; the server gives the real one on save (IdsAssigned). */
export const newId = (): string => crypto.randomUUID();

type MoveText = (
  kind: "section" | "lesson" | "task" | "block",
  name: string,
  position: number,
  count: number,
  parent?: NewParent,
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

type Placed = Extract<DomainCommand, { _tag: "PlaceItem" | "PlaceBlock" }>;

/**
 * Runs a drop (PlaceItem or PlaceBlock), announces where the item went (naming the new section,
 * lesson or task when it changed parent) and keeps focus on its handle. `untitled` names an item
 * whose name is blank.
 */
export const placeDropped = (command: Placed, text: MoveText, untitled: (kind: NewParent["kind"]) => string): void => {
  measureInteraction(command._tag === "PlaceBlock" ? "move-block" : "move-item");
  const courseID = command.courseID;
  const before = currentState().courses[courseID];
  const parentBefore = before && command._tag === "PlaceItem" ? siblingsOf(before, command.item)?.parent : undefined;
  if (!run(command)) return;
  const course = currentState().courses[courseID];
  if (!course) return;
  const named = (kind: NewParent["kind"], name: string | undefined): NewParent => ({
    kind,
    name: name?.trim() ? name : untitled(kind),
  });
  if (command._tag === "PlaceBlock") {
    const block = blockOf(course, command.to, command.contentBlockID);
    if (!block) return;
    const { position, count } = blockPositionOf(course, command.to, command.contentBlockID);
    const moved = before !== undefined && containerOf(before, command.parent) !== containerOf(before, command.to);
    const to = containerOf(course, command.to);
    const parent =
      !moved || !to
        ? undefined
        : "lessonName" in to
          ? named("lesson", to.lessonName)
          : named("task", "name" in to ? to.name : "");
    announce(text("block", BLOCK_KIND_LABELS[block.content._tag], position, count, parent));
    focusHandle(command.contentBlockID);
    return;
  }
  const item = command.item;
  const where = siblingsOf(course, item);
  const { position, count } = positionOf(course, item);
  const kind = item._tag === "module" ? "section" : item._tag;
  const changed =
    where?.parent && parentBefore !== undefined && JSON.stringify(where.parent) !== JSON.stringify(parentBefore);
  const parentItem = changed && where.parent ? itemOf(course, where.parent) : undefined;
  const parent =
    parentItem === undefined
      ? undefined
      : "moduleName" in parentItem
        ? named("section", parentItem.moduleName)
        : named("lesson", "lessonName" in parentItem ? parentItem.lessonName : "");
  announce(
    text(
      kind,
      itemNameNow(courseID, item) || untitled(kind === "section" ? "section" : kind === "lesson" ? "lesson" : "task"),
      position,
      count,
      parent,
    ),
  );
  focusHandle(itemID(item));
};

/** `Дублировать` on a lesson or task: one event (one undo step), every id inside the copy fresh. */
export const duplicateItem = (courseID: string, item: ItemRef): boolean => {
  const course = currentState().courses[courseID];
  if (!course) return false;
  const ids = Object.fromEntries(idsToCopy(course, item).map((id) => [id, newId()]));
  return run({ _tag: "DuplicateItem", courseID, item, ids });
};

/** `Дублировать` on a block: the same content (its questions and answers under fresh ids) right after it. */
export const duplicateBlock = (courseID: string, parent: BlockParent, contentBlockID: string): boolean => {
  const course = currentState().courses[courseID];
  const block = course && blockOf(course, parent, contentBlockID);
  if (!course || !block) return false;
  const ids = Object.fromEntries(contentIds(block.content).map((id) => [id, newId()]));
  const afterIndex = blockPositionOf(course, parent, contentBlockID).position - 1;
  return run({
    _tag: "AddBlock",
    courseID,
    parent,
    afterIndex,
    contentBlockID: newId(),
    content: copiedContent(block.content, ids),
  });
};
