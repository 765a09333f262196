import { memo, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { BLOCK_KINDS, BLOCK_KIND_LABELS, emptyContent, type BlockKind } from "@app/domain/course/block-content";
import { newId, run } from "./commands";
import { parentOf } from "./block-edit";
import { measureInteraction } from "./perf";
import { focusWhenShown } from "./focus-when-shown";

type Props = {
  readonly courseID: string;
  readonly parentKind: "lesson" | "task";
  readonly parentID: string;
  /**
   * The kinds of the blocks in order, joined by commas: the places to add after. A string, so that
   * typing in a block (which changes the blocks, not their kinds) does not render the bar again.
   */
  readonly kinds: string;
  /** Names the lesson or task, for the button's accessible name. */
  readonly where: string;
  /** Draws the new block's card and scrolls to it when the list draws only what is near the screen. */
  readonly reveal: (blockID: string) => void;
};

const END = "end";

/** `Добавить блок`: a kind, a place (at the start, after a block, at the end) and the button. */
export const AddBlockBar = memo(({ courseID, parentKind, parentID, kinds, where, reveal }: Props) => {
  const { t } = useTranslation("constructor");
  const kindId = useId();
  const placeId = useId();
  const [kind, setKind] = useState<BlockKind>("text");
  const [place, setPlace] = useState<string>(END);
  const order: ReadonlyArray<BlockKind> =
    kinds === "" ? [] : kinds.split(",").flatMap((k) => BLOCK_KINDS.filter((known) => known === k));

  const add = () => {
    const afterIndex = place === END ? order.length - 1 : Math.min(Number(place), order.length - 1);
    const contentBlockID = newId();
    measureInteraction("add-block");
    if (
      !run({
        _tag: "AddBlock",
        courseID,
        parent: parentOf(parentKind, parentID),
        afterIndex,
        contentBlockID,
        content: emptyContent(kind),
      })
    )
      return;
    if (place !== END) setPlace(END);
    // The caret goes into the new block's first field: a text block's editor once its chunk is in.
    focusWhenShown(() => {
      reveal(contentBlockID);
      return document
        .querySelector<HTMLElement>(`[data-move-handle="${CSS.escape(contentBlockID)}"]`)
        ?.closest("section")
        ?.querySelector<HTMLElement>('input, textarea, [contenteditable="true"]');
    });
  };

  return (
    <div className="add-block-bar">
      <div className="field inline-field">
        <label htmlFor={kindId}>{t("blockKind")}</label>
        <select
          id={kindId}
          value={kind}
          onChange={(event) => setKind(BLOCK_KINDS.find((k) => k === event.target.value) ?? "text")}
        >
          {BLOCK_KINDS.map((k) => (
            <option key={k} value={k}>
              {BLOCK_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      {order.length > 0 && (
        <div className="field inline-field">
          <label htmlFor={placeId}>{t("blockPosition")}</label>
          <select id={placeId} value={place} onChange={(event) => setPlace(event.target.value)}>
            <option value={END}>{t("positionEnd")}</option>
            <option value="-1">{t("positionStart")}</option>
            {order.slice(0, -1).map((blockKind, index) => (
              <option key={index} value={String(index)}>
                {t("positionAfter", { n: index + 1, kind: BLOCK_KIND_LABELS[blockKind] })}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="button" className="button button-primary button-small" onClick={add}>
        + {t("addBlock")}
        <span className="visually-hidden"> — {where}</span>
      </button>
    </div>
  );
});
AddBlockBar.displayName = "AddBlockBar";
