import { memo, useContext, type KeyboardEvent } from "react";
import { BlockCountContext, DragHandleContext } from "./drag-shell";
import { useTranslation } from "react-i18next";
import { HANDLE_ATTRIBUTE, onMoveKeys } from "./move-keys";
import type { DragHandle } from "./use-drag-row";

type Props = {
  /** The item's id: its handle gets focus back after a move. */
  readonly id: string;
  /** What moves, e.g. `Урок «Введение»`. */
  readonly what: string;
  readonly position: number;
  /** How many siblings there are; a block's handle reads it from its list (BlockCountContext). */
  readonly count?: number;
  readonly isLast?: boolean;
  readonly onMove: (id: string, direction: "up" | "down") => void;
  /** The row's drag and drop (dnd-kit): the handle starts a drag with the mouse, Space or Enter. A block card's comes from its DragShell. */
  readonly drag?: DragHandle | undefined;
};

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** A handle (drag, or Alt+↑/↓ while focused) and the up / down buttons of one item, each naming it. */
export const MoveControls = memo(({ id, what, position, count, isLast, onMove, drag: own }: Props) => {
  const { t } = useTranslation("constructor");
  const listCount = useContext(BlockCountContext);
  const shellHandle = useContext(DragHandleContext);
  const drag = own ?? shellHandle;
  const total = count ?? listCount ?? position;
  const last = isLast ?? position >= total;
  const keys = onMoveKeys((direction) => onMove(id, direction));
  const dragKeys = drag?.listeners?.["onKeyDown"] as ((event: KeyboardEvent) => void) | undefined;
  const onHandleKeyDown = (event: KeyboardEvent) => {
    keys(event);
    if (!event.defaultPrevented) dragKeys?.(event);
  };
  const item = lowerFirst(what);
  return (
    <span className="move-controls">
      <button
        type="button"
        className="move-handle"
        {...drag?.attributes}
        {...drag?.listeners}
        ref={drag?.setActivatorNodeRef}
        {...{ [HANDLE_ATTRIBUTE]: id }}
        aria-label={t("handle", { what, position, count: total })}
        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
        title={t(drag ? "dragHint" : "handleHint")}
        onKeyDown={onHandleKeyDown}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button
        type="button"
        className="icon-button"
        disabled={position <= 1}
        onClick={() => onMove(id, "up")}
        onKeyDown={keys}
      >
        <span aria-hidden="true">↑</span>
        <span className="visually-hidden">{t("moveUp", { what: item })}</span>
      </button>
      <button type="button" className="icon-button" disabled={last} onClick={() => onMove(id, "down")} onKeyDown={keys}>
        <span aria-hidden="true">↓</span>
        <span className="visually-hidden">{t("moveDown", { what: item })}</span>
      </button>
    </span>
  );
});
MoveControls.displayName = "MoveControls";
