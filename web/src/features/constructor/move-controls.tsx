import { memo } from "react";
import { useTranslation } from "react-i18next";
import { HANDLE_ATTRIBUTE, onMoveKeys } from "./move-keys";

type Props = {
  /** The item's id: its handle gets focus back after a move. */
  readonly id: string;
  /** What moves, e.g. `Урок «Введение»`. */
  readonly what: string;
  readonly position: number;
  /** How many siblings there are; blocks leave it out (see BlockCard), the label then names no total. */
  readonly count?: number;
  readonly isLast: boolean;
  readonly onMove: (id: string, direction: "up" | "down") => void;
};

/** A handle (Alt+↑/↓ while focused) and the `Вверх` / `Вниз` buttons of one item. */
export const MoveControls = memo(({ id, what, position, count, isLast, onMove }: Props) => {
  const { t } = useTranslation("constructor");
  const keys = onMoveKeys((direction) => onMove(id, direction));
  return (
    <span className="move-controls">
      <button
        type="button"
        className="move-handle"
        {...{ [HANDLE_ATTRIBUTE]: id }}
        aria-label={count === undefined ? t("handleShort", { what }) : t("handle", { what, position, count })}
        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
        title={t("handleHint")}
        onKeyDown={keys}
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
        <span className="visually-hidden">{t("up")}</span>
      </button>
      <button
        type="button"
        className="icon-button"
        disabled={isLast}
        onClick={() => onMove(id, "down")}
        onKeyDown={keys}
      >
        <span aria-hidden="true">↓</span>
        <span className="visually-hidden">{t("down")}</span>
      </button>
    </span>
  );
});
MoveControls.displayName = "MoveControls";
