import { memo, useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ContentBlock } from "@app/domain/course/structure";
import { useStableKey } from "../../lib/authoring/id-remaps";
import { AddBlockBar } from "./add-block-bar";
import { BlockCard } from "./block-card";
import { BlockCountContext } from "./drag-shell";
import type { Piece } from "./block-window";
import { useBlockWindow } from "./use-block-window";

type Props = {
  readonly courseID: string;
  readonly parentKind: "lesson" | "task";
  readonly parentID: string;
  readonly blockOrder: ReadonlyArray<string>;
  readonly blocks: Readonly<Record<string, ContentBlock>>;
  readonly readOnly: boolean;
  readonly errors: ReadonlyMap<string, string>;
  readonly where: string;
};

/**
 * The blocks of a lesson's or a task's content, in order, and the bar that adds one. A long list
 * draws only the cards near the screen (use-block-window.ts): a lesson of 1,000 blocks opens and
 * edits at the cost of the twenty or so in view.
 */
export const BlockList = memo(
  ({ courseID, parentKind, parentID, blockOrder, blocks, readOnly, errors, where }: Props) => {
    const { t } = useTranslation("constructor");
    const count = blockOrder.length;
    const stableKey = useStableKey(courseID);
    const kindOf = useCallback((id: string) => blocks[id]?.content._tag, [blocks]);
    const view = useBlockWindow({ ids: blockOrder, kindOf, parentKind, parentID });
    const card = (index: number): ReactNode => {
      const id = blockOrder[index];
      const block = id === undefined ? undefined : blocks[id];
      return block ? (
        <BlockCard
          key={stableKey(block.contentBlockID)}
          courseID={courseID}
          parentKind={parentKind}
          parentID={parentID}
          block={block}
          position={index + 1}
          readOnly={readOnly}
          errors={errors}
        />
      ) : null;
    };
    // One flat list of keyed children: a card keeps its element as the window moves around it.
    const drawn: ReactNode[] = [];
    const pieces: ReadonlyArray<Piece> = view.pieces ?? [{ kind: "cards", from: 0, to: count - 1 }];
    for (const piece of pieces) {
      if (piece.kind === "gap")
        drawn.push(
          <div key={piece.key} className="block-spacer" aria-hidden="true" style={{ height: piece.height }} />,
        );
      else for (let index = piece.from; index <= piece.to; index += 1) drawn.push(card(index));
    }
    return (
      <div
        className={view.pieces === undefined ? "block-list" : "block-list windowed"}
        ref={view.listRef}
        onFocus={view.onFocus}
        data-block-count={count}
      >
        <BlockCountContext.Provider value={count}>
          {count === 0 && <p className="muted">{t("noBlocks")}</p>}
          {drawn}
        </BlockCountContext.Provider>
        {!readOnly && (
          <AddBlockBar
            courseID={courseID}
            parentKind={parentKind}
            parentID={parentID}
            kinds={blockOrder.map((id) => blocks[id]?.content._tag ?? "").join(",")}
            where={where}
            reveal={view.reveal}
          />
        )}
      </div>
    );
  },
);
BlockList.displayName = "BlockList";
