import { BLOCK_KIND_LABELS } from "../course/block-content";
import type { ContentBlock } from "../course/structure";
import { blockText } from "./block-text";
import type { Home } from "./block-homes";
import { itemDraft, lastPlace, orderDraft, type Placed } from "./change-drafts";
import type { ChangePlace } from "./course-change";
import type { Walk } from "./diff-walk";
import { blockChangedLabel } from "./labels";
import { ids, interleave, reordered } from "./list-steps";
import { sameValue } from "./same-value";

/** One container's blocks: its key (`lesson:<id>`, `task:<id>`), the containers down to it, and whether it is new. */
export type BlockList = {
  readonly key: string;
  readonly parents: ReadonlyArray<ChangePlace>;
  readonly isNew: boolean;
};

const blockId = (b: ContentBlock): string => b.contentBlockID;

/** A block as a change names it: by its kind («Текст»). */
const placedBlock = (block: ContentBlock, parents: ReadonlyArray<ChangePlace>): Placed => ({
  level: "block",
  id: block.contentBlockID,
  name: BLOCK_KIND_LABELS[block.content._tag],
  parents,
  blockKind: block.content._tag,
});

/** A block's content changed: its words before and after (a text's always, another kind's when they differ). */
const changedBlock = (walk: Walk, item: Placed, was: ContentBlock, block: ContentBlock): void => {
  if (was === block || sameValue(was.content, block.content)) return;
  const [before, after] = [blockText(was.content), blockText(block.content)];
  const kind = block.content._tag;
  const isText = kind === "text" && was.content._tag === "text";
  walk.push({
    kind: "changed",
    ...item,
    field: isText ? "text" : "content",
    label: blockChangedLabel(kind, isText, lastPlace(item.parents)),
    ...(isText || before !== after ? { before, after } : {}),
  });
};

/** A block of the later version: added (unless its container is), moved here, and changed. */
const laterBlock = (walk: Walk, at: BlockList, block: ContentBlock, home: Home | undefined): void => {
  const item = placedBlock(block, at.parents);
  if (home === undefined) {
    if (!at.isNew) walk.push({ ...itemDraft("added", item), after: blockText(block.content) });
    return;
  }
  if (home.key !== at.key) walk.push(itemDraft("moved", item, { field: "parent" }));
  changedBlock(walk, item, home.block, block);
};

/**
 * The changes of one container's blocks, in the later order with removed blocks at their old places;
 * then their order, when the blocks kept come in another one. `old` is undefined for a new container.
 */
export const diffBlocks = (
  walk: Walk,
  at: BlockList,
  list: ReadonlyArray<ContentBlock>,
  old: ReadonlyArray<ContentBlock> | undefined,
): void => {
  const { from: was, to: is } = walk.homes();
  for (const step of interleave(ids(old ?? [], blockId), ids(list, blockId), (id) => !is.has(id))) {
    const block = "from" in step ? old?.[step.from] : list[step.to];
    if (block === undefined) continue;
    if ("from" in step)
      walk.push({ ...itemDraft("deleted", placedBlock(block, at.parents)), before: blockText(block.content) });
    else laterBlock(walk, at, block, was.get(block.contentBlockID));
  }
  if (old !== undefined && lastPlace(at.parents) !== undefined && reordered(ids(old, blockId), ids(list, blockId)))
    walk.push(orderDraft("block", at.parents));
};
