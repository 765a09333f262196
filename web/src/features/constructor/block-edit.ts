import type { BlockContent } from "@app/domain/course/block-content";
import type { BlockParent } from "@app/domain/course/ids";
import { blockOf, fieldPath, type BlockField } from "@app/domain/course/course-query";
import { resolveId } from "../../lib/authoring/id-remaps";
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

/**
 * The address with the ids its block and parent have now: a handler made before a save's answer
 * (an upload that ends after it) still names them by the temporary ids the model no longer knows.
 */
const addressNow = (address: BlockAddress): BlockAddress => ({
  ...address,
  parentID: resolveId(address.courseID, address.parentID),
  blockID: resolveId(address.courseID, address.blockID),
});

/** A block's content in the model now (not a render's). */
export const contentNow = (address: BlockAddress): BlockContent | undefined => {
  const course = currentState().courses[address.courseID];
  if (!course) return undefined;
  const { parentKind, parentID, blockID } = addressNow(address);
  return blockOf(course, parentOf(parentKind, parentID), blockID)?.content;
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
  const now = addressNow(address);
  const content = contentNow(now);
  if (content === undefined || content._tag !== kind) return;
  measureInteraction("type");
  run({
    _tag: "EditBlock",
    courseID: now.courseID,
    parent: parentOf(now.parentKind, now.parentID),
    contentBlockID: now.blockID,
    content: update(content as Extract<BlockContent, { _tag: K }>),
    at: Date.now(),
  });
};
