import { useEffect, useRef, useState } from "react";

/**
 * The width of an element, followed with a ResizeObserver. Charts draw their viewBox at this width
 * so that text keeps its size on a 390 px phone and on a 1280 px screen.
 */
export const useWidth = <E extends HTMLElement>(fallback: number) => {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width } as const;
};
