import { memo, useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useVersionOverlay } from "../../lib/authoring/version-overlay";
import { BLOCK_KIND_LABELS, byContent } from "@app/domain/course/block-content";
import type { ContentBlock } from "@app/domain/course/structure";
import { duplicateBlock, moveBlock, run, type Direction } from "./commands";
import { parentOf, type BlockAddress } from "./block-edit";
import { BlockView } from "../../lib/blocks/block-view";
import { FreeTaskBlockEditor } from "./free-task-block";
import { MoveControls } from "./move-controls";
import { MediaBlockEditor, TextBlockEditor } from "./simple-blocks";
import { TestBlockEditor } from "./test-block";
import { DragShell } from "./drag-shell";
import { useMoveText } from "./use-move-text";

type Props = {
  readonly courseID: string;
  readonly parentKind: "lesson" | "task";
  readonly parentID: string;
  /** Same object until this block changes (immer): the card renders again only then. */
  readonly block: ContentBlock;
  /**
   * Its position. Not the count, nor whether it is the last: the handle reads those from the list
   * (BlockCountContext), so appending a block renders no card again.
   */
  readonly position: number;
  readonly readOnly: boolean;
  readonly errors: ReadonlyMap<string, string>;
};

type EditorProps = {
  readonly courseID: string;
  readonly parentKind: "lesson" | "task";
  readonly parentID: string;
  readonly block: ContentBlock;
  readonly errors: ReadonlyMap<string, string>;
};

/**
 * The block's editor, memoized apart from the card: adding or moving a block changes every card's
 * position or count (their headers render again), never the editors of the blocks that stayed.
 */
const Editor = memo(({ courseID, parentKind, parentID, block, errors }: EditorProps) => {
  const address: BlockAddress = { courseID, parentKind, parentID, blockID: block.contentBlockID };
  const content = block.content;
  return byContent<ReactNode>(content, {
    text: (text) => <TextBlockEditor address={address} content={text} errors={errors} />,
    test: (test) => <TestBlockEditor address={address} content={test} errors={errors} />,
    freeTask: (task) => <FreeTaskBlockEditor address={address} content={task} errors={errors} />,
    media: (media) => <MediaBlockEditor address={address} content={media} errors={errors} />,
  });
});
Editor.displayName = "BlockEditor";

/** One content block: its kind, position controls, `Удалить`, and its editor (or its read-only view). */
export const BlockCard = memo(({ courseID, parentKind, parentID, block, position, readOnly, errors }: Props) => {
  const { t } = useTranslation("constructor");
  const moveText = useMoveText();
  const kind = BLOCK_KIND_LABELS[block.content._tag];
  const what = t("block", { n: position, kind });
  const overlay = useVersionOverlay();
  const onMove = useCallback(
    (id: string, direction: Direction) => moveBlock(courseID, parentOf(parentKind, parentID), id, direction, moveText),
    [courseID, parentKind, parentID, moveText],
  );
  return (
    <DragShell
      target={{ kind: "block", parent: parentOf(parentKind, parentID), blockID: block.contentBlockID }}
      label={what}
      draggable={!readOnly}
      className="block-card"
      data-block-kind={block.content._tag}
      data-block-id={block.contentBlockID}
    >
      <header className="block-head">
        <h4 className="block-kind">
          <span className="block-number">{position}.</span> {kind}
        </h4>
        {overlay?.changed("blocks", block.contentBlockID) === true && overlay.mark(false)}
        {overlay?.blockActions(block.contentBlockID, position)}
        {!readOnly && (
          <div className="block-tools">
            <MoveControls id={block.contentBlockID} what={what} position={position} onMove={onMove} />
            <button
              type="button"
              className="text-button"
              onClick={() => duplicateBlock(courseID, parentOf(parentKind, parentID), block.contentBlockID)}
            >
              {t("duplicate")}
              <span className="visually-hidden"> — {what}</span>
            </button>
            <button
              type="button"
              className="text-button danger"
              onClick={() =>
                run({
                  _tag: "DeleteBlock",
                  courseID,
                  parent: parentOf(parentKind, parentID),
                  contentBlockID: block.contentBlockID,
                })
              }
            >
              {t("delete")}
              <span className="visually-hidden"> — {what}</span>
            </button>
          </div>
        )}
      </header>
      {readOnly ? (
        <BlockView content={block.content} level={5} showCorrect showKind={false} />
      ) : (
        <Editor courseID={courseID} parentKind={parentKind} parentID={parentID} block={block} errors={errors} />
      )}
    </DragShell>
  );
});
BlockCard.displayName = "BlockCard";
