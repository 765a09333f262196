import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from "react";

/** Past this many rows only the rows in view (and a margin) are rendered. */
export const WINDOW_FROM = 150;
const OVERSCAN_PX = 600;

type Props<R> = {
  readonly rows: ReadonlyArray<R>;
  /** A row's height in px: CSS gives each row kind exactly this height. */
  readonly heightOf: (row: R) => number;
  readonly keyOf: (row: R) => string;
  readonly render: (row: R) => ReactNode;
  readonly label: string;
  /** A row to keep in view (the selected lesson): scrolled to when it changes. */
  readonly focusKey?: string | null | undefined;
};

/** First index whose row ends below `y`. */
const firstBelow = (ends: ReadonlyArray<number>, y: number): number => {
  let low = 0;
  let high = ends.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((ends[mid] ?? 0) <= y) low = mid + 1;
    else high = mid;
  }
  return low;
};

/**
 * A list that renders every row while it is short and only the rows in view once it is long
 * (written here: no windowing library is installed). Rows have fixed heights by kind, so the offsets
 * are known without measuring; spacers stand for the rows not rendered.
 */
export const VirtualList = <R,>({ rows, heightOf, keyOf, render, label, focusKey }: Props<R>) => {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });
  const windowed = rows.length > WINDOW_FROM;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !windowed) return;
    const update = () => setView({ top: element.scrollTop, height: element.clientHeight || 800 });
    update();
    element.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [windowed]);

  const ends: number[] = [];
  let total = 0;
  if (windowed) {
    for (const row of rows) {
      total += heightOf(row);
      ends.push(total);
    }
  }

  const focusIndex = focusKey ? rows.findIndex((row) => keyOf(row) === focusKey) : -1;
  // Reads the rows as they are now, but runs only when the focused row changes, not on every edit.
  const scrollToFocused = useEffectEvent(() => {
    const element = scroller.current;
    if (!element || !windowed || focusIndex < 0) return;
    const top = (ends[focusIndex] ?? 0) - heightOf(rows[focusIndex] as R);
    if (top < element.scrollTop || top > element.scrollTop + element.clientHeight - 60)
      element.scrollTop = Math.max(0, top - 120);
  });
  useEffect(() => scrollToFocused(), [focusKey, windowed]);

  let first = 0;
  let last = rows.length - 1;
  if (windowed) {
    first = firstBelow(ends, Math.max(0, view.top - OVERSCAN_PX));
    last = Math.min(rows.length - 1, firstBelow(ends, view.top + view.height + OVERSCAN_PX));
  }
  const before = windowed && first > 0 ? (ends[first - 1] ?? 0) : 0;
  const after = windowed ? total - (ends[last] ?? total) : 0;

  return (
    <div ref={scroller} className={windowed ? "outline-scroller windowed" : "outline-scroller"}>
      <ul className="outline-list" aria-label={label}>
        {before > 0 && <li aria-hidden="true" style={{ height: before }} className="outline-spacer" />}
        {rows.slice(first, last + 1).map((row) => (
          <li key={keyOf(row)} className="outline-item">
            {render(row)}
          </li>
        ))}
        {after > 0 && <li aria-hidden="true" style={{ height: after }} className="outline-spacer" />}
      </ul>
    </div>
  );
};
