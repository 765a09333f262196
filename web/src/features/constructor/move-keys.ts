import type { KeyboardEvent } from "react";

/** Handles carry `data-move-handle="<id>"`, so focus can follow an item after it moved. */
export const HANDLE_ATTRIBUTE = "data-move-handle";

/** Focuses the moved item's handle once React has committed the new order. */
export const focusHandle = (id: string): void => {
  requestAnimationFrame(() => {
    const handle = document.querySelector<HTMLElement>(`[${HANDLE_ATTRIBUTE}="${CSS.escape(id)}"]`);
    if (handle && document.activeElement !== handle) handle.focus();
  });
};

/** Alt+ArrowUp / Alt+ArrowDown on a handle (or a move button) moves the item. */
export const onMoveKeys = (move: (direction: "up" | "down") => void) => (event: KeyboardEvent) => {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
  event.preventDefault();
  move(event.key === "ArrowUp" ? "up" : "down");
};
