import type { BlockContent } from "@app/domain/course/block-content";
import type { BlockParent } from "@app/domain/course/ids";
import { blockOf, fieldPath, type BlockField } from "@app/domain/course/course-query";
import { currentState } from "../../lib/model/domain-store";
import { run } from "./commands";
import { measureInteraction } from "./perf";

/** A block's address: which course, which lesson or task, which block. Primitives, so memoized rows compare cheaply. */
export type BlockAddress = {
  readonly courseID: string;
  readonly parentKind: "lesson" | "task";
  readonly parentID: string;
  readonly blockID: string;
};

export const parentOf = (kind: "lesson" | "task", id: string): BlockParent =>
  kind === "lesson" ? { _tag: "lesson", lessonID: id } : { _tag: "task", taskID: id };

/** The domain field path of a block's content field, as course checks and the field errors name it. */
export const blockField = (address: BlockAddress, field: BlockField): string =>
  fieldPath.blockField(parentOf(address.parentKind, address.parentID), address.blockID, field);

/** A block's content in the model now (not a render's). */
export const contentNow = (address: BlockAddress): BlockContent | undefined => {
  const course = currentState().courses[address.courseID];
  if (!course) return undefined;
  return blockOf(course, parentOf(address.parentKind, address.parentID), address.blockID)?.content;
};

/**
 * Edits a block's content from its current value (not a render's: an upload may end after other
 * edits). `update` answers the new content, or undefined to leave it (a block of another kind).
 */
export const updateBlock = <K extends BlockContent["_tag"]>(
  address: BlockAddress,
  kind: K,
  update: (content: Extract<BlockContent, { _tag: K }>) => BlockContent,
): void => {
  const content = contentNow(address);
  if (content === undefined || content._tag !== kind) return;
  measureInteraction("type");
  run({
    _tag: "EditBlock",
    courseID: address.courseID,
    parent: parentOf(address.parentKind, address.parentID),
    contentBlockID: address.blockID,
    content: update(content as Extract<BlockContent, { _tag: K }>),
    at: Date.now(),
  });
};
