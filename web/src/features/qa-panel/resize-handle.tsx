import type { KeyboardEvent, PointerEvent } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  readonly side: "bottom" | "right";
  readonly size: number;
  readonly onResize: (size: number) => void;
};

const STEP = 24;

/** The panel's edge toward the page: drag it, or focus it and use the arrow keys, to resize the panel. */
export const ResizeHandle = ({ side, size, onResize }: Props) => {
  const { t } = useTranslation("qa-panel");
  const start = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const from = side === "bottom" ? event.clientY : event.clientX;
    const move = (moved: globalThis.PointerEvent) => {
      const now = side === "bottom" ? moved.clientY : moved.clientX;
      onResize(Math.round(size + from - now));
    };
    const end = () => {
      handle.removeEventListener("pointermove", move);
      handle.removeEventListener("pointerup", end);
      handle.removeEventListener("pointercancel", end);
    };
    handle.addEventListener("pointermove", move);
    handle.addEventListener("pointerup", end);
    handle.addEventListener("pointercancel", end);
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const grow = side === "bottom" ? "ArrowUp" : "ArrowLeft";
    const shrink = side === "bottom" ? "ArrowDown" : "ArrowRight";
    if (event.key !== grow && event.key !== shrink) return;
    event.preventDefault();
    onResize(size + (event.key === grow ? STEP : -STEP));
  };
  return (
    <div
      className={`qa-resize qa-resize-${side}`}
      role="separator"
      tabIndex={0}
      aria-orientation={side === "bottom" ? "horizontal" : "vertical"}
      aria-label={t("resize")}
      aria-valuenow={size}
      aria-valuemin={side === "bottom" ? 120 : 280}
      onPointerDown={start}
      onKeyDown={key}
    />
  );
};
