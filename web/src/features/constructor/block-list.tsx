import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { ContentBlock } from "@app/domain/course/structure";
import { useStableKey } from "../../lib/authoring/id-remaps";
import { AddBlockBar } from "./add-block-bar";
import { BlockCard } from "./block-card";
import { BlockCountContext } from "./drag-shell";

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

/** The blocks of a lesson's or a task's content, in order, and the bar that adds one. */
export const BlockList = memo(
  ({ courseID, parentKind, parentID, blockOrder, blocks, readOnly, errors, where }: Props) => {
    const { t } = useTranslation("constructor");
    const count = blockOrder.length;
    const stableKey = useStableKey(courseID);
    return (
      <div className="block-list">
        <BlockCountContext.Provider value={count}>
          {count === 0 && <p className="muted">{t("noBlocks")}</p>}
          {blockOrder.map((id, index) => {
            const block = blocks[id];
            return block ? (
              <BlockCard
                key={stableKey(id)}
                courseID={courseID}
                parentKind={parentKind}
                parentID={parentID}
                block={block}
                position={index + 1}
                readOnly={readOnly}
                errors={errors}
              />
            ) : null;
          })}
        </BlockCountContext.Provider>
        {!readOnly && (
          <AddBlockBar
            courseID={courseID}
            parentKind={parentKind}
            parentID={parentID}
            kinds={blockOrder.map((id) => blocks[id]?.content._tag ?? "").join(",")}
            where={where}
          />
        )}
      </div>
    );
  },
);
BlockList.displayName = "BlockList";
