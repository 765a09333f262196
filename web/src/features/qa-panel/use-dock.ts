import { useLayoutEffect, type RefObject } from "react";

/**
 * The page shrinks beside the docked panel (issue #21): the panel's measured size goes into
 * `--qa-dock-bottom` / `--qa-dock-right` on the root element, which qa-panel-entries.css turns into the
 * body's margin and the offsets of the page's fixed and full-height parts. So the panel covers
 * nothing; closing it gives the room back.
 */
export const useDock = (panel: RefObject<HTMLElement | null>, side: "bottom" | "right"): void => {
  useLayoutEffect(() => {
    const element = panel.current;
    if (element === null) return;
    const root = document.documentElement;
    const apply = () => {
      const box = element.getBoundingClientRect();
      root.style.setProperty("--qa-dock-bottom", side === "bottom" ? `${Math.ceil(box.height)}px` : "0px");
      root.style.setProperty("--qa-dock-right", side === "right" ? `${Math.ceil(box.width)}px` : "0px");
    };
    root.classList.add("qa-docked");
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.classList.remove("qa-docked");
      root.style.removeProperty("--qa-dock-bottom");
      root.style.removeProperty("--qa-dock-right");
    };
  }, [panel, side]);
};
