import { useState, type KeyboardEvent } from "react";

/**
 * The category a chart highlights and explains in its tooltip: the one under the pointer, or the
 * one chosen with the arrow keys while the plot has the focus.
 */
export const useActiveIndex = (count: number) => {
  const [active, setActive] = useState<number | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    const current = active ?? -1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? Math.min(count - 1, current + 1)
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? Math.max(0, current - 1)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? count - 1
              : event.key === "Escape"
                ? null
                : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };
  return {
    active: active !== null && active < count ? active : null,
    setActive,
    plotProps: {
      tabIndex: 0,
      onKeyDown,
      onFocus: () => setActive((current) => current ?? (count > 0 ? 0 : null)),
      onBlur: () => setActive(null),
      onMouseLeave: () => setActive(null),
    },
  } as const;
};
