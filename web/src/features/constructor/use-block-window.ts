import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { blockOfField, onFieldReveal } from "../../lib/authoring/field-reveal";
import {
  cardEnds,
  cardsInBand,
  estimatedHeight,
  noteHeight,
  piecesOf,
  WINDOW_BLOCKS_FROM,
  type Measured,
  type Piece,
} from "./block-window";

/** How far beyond the screen, above and below, cards are drawn: a fast scroll or a key move finds them ready. */
const OVERSCAN_PX = 800;
/** Where a card asked for lands: this far below the top of the screen. */
const REVEAL_OFFSET_PX = 120;
/** The attribute a card carries with its block's id (measured and pinned by it). */
export const BLOCK_ID_ATTRIBUTE = "data-block-id";

type Range = { readonly first: number; readonly last: number };

const sameRange = (a: Range, b: Range): boolean => a.first === b.first && a.last === b.last;

type Options = {
  readonly ids: ReadonlyArray<string>;
  readonly kindOf: (id: string) => string | undefined;
  readonly parentKind: "lesson" | "task";
  readonly parentID: string;
};

export type BlockWindow = {
  readonly listRef: RefObject<HTMLDivElement | null>;
  /** Undefined when the list is short enough to draw whole. */
  readonly pieces: ReadonlyArray<Piece> | undefined;
  /** Goes on the list: remembers the card that holds the focus, so it stays drawn when scrolled away. */
  readonly onFocus: (event: React.FocusEvent<HTMLElement>) => void;
  /** Draws a card (when not drawn) and scrolls to it: after an add far from the screen. */
  readonly reveal: (id: string) => void;
};

/**
 * Draws only the cards of a long block list that are near the screen (the page scrolls, not the
 * list). Heights start as estimates by kind and become the measured ones as cards are drawn (a
 * ResizeObserver); the ranges between drawn cards are spacers of the same height, so the scrollbar
 * and the places stay true. The focused card and one asked for (a problem's link, a new block) stay
 * drawn wherever they are.
 */
export const useBlockWindow = ({ ids, kindOf, parentKind, parentID }: Options): BlockWindow => {
  const windowed = ids.length > WINDOW_BLOCKS_FROM;
  const listRef = useRef<HTMLDivElement | null>(null);
  const heights = useRef(new Map<string, number>());
  const byKind = useRef<Measured>(new Map());
  const [measured, setMeasured] = useState(0);
  const [range, setRange] = useState<Range>(() => ({ first: 0, last: Math.min(ids.length - 1, 7) }));
  const [focused, setFocused] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);

  // The card ends, recomputed when the order or a measured height changes (1,000 cards: microseconds).
  const ends = useMemo(
    () =>
      windowed ? cardEnds(ids.map((id) => heights.current.get(id) ?? estimatedHeight(kindOf(id), byKind.current))) : [],
    // `measured` stands for the heights map, which changes in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [windowed, ids, kindOf, measured],
  );
  const endsNow = useRef(ends);
  endsNow.current = ends;

  /** The cards in the band around the screen, from where the list stands in the page now. */
  const place = useCallback(() => {
    const list = listRef.current;
    if (list === null) return;
    const top = list.getBoundingClientRect().top;
    const next = cardsInBand(endsNow.current, -top - OVERSCAN_PX, -top + window.innerHeight + OVERSCAN_PX);
    setRange((now) => (sameRange(now, next) ? now : next));
  }, []);

  useLayoutEffect(() => {
    if (windowed) place();
  }, [windowed, ends, place]);

  useEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const onScroll = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          place();
        });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [windowed, place]);

  // Measures each drawn card: its height replaces the estimate.
  const observer = useRef<ResizeObserver | null>(null);
  const observed = useRef(new Set<Element>());
  useEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const watcher = new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const id = entry.target.getAttribute(BLOCK_ID_ATTRIBUTE);
        const kind = entry.target.getAttribute("data-block-kind") ?? "";
        const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
        if (id === null || !entry.target.isConnected || height === 0) continue;
        const before = heights.current.get(id);
        if (before !== height) {
          noteHeight(byKind.current, kind, height, before);
          heights.current.set(id, height);
          changed = true;
        }
      }
      if (changed && frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          setMeasured((n) => n + 1);
        });
    });
    observer.current = watcher;
    const seen = observed.current;
    return () => {
      cancelAnimationFrame(frame);
      watcher.disconnect();
      seen.clear();
      observer.current = null;
    };
  }, [windowed]);
  useLayoutEffect(() => {
    const watcher = observer.current;
    const list = listRef.current;
    if (watcher === null || list === null) return;
    for (const element of observed.current)
      if (!element.isConnected) {
        watcher.unobserve(element);
        observed.current.delete(element);
      }
    for (const card of list.querySelectorAll(`:scope > [${BLOCK_ID_ATTRIBUTE}]`))
      if (!observed.current.has(card)) {
        watcher.observe(card);
        observed.current.add(card);
      }
  });

  const idsNow = useRef(ids);
  idsNow.current = ids;
  const reveal = useCallback(
    (id: string) => {
      const index = idsNow.current.indexOf(id);
      const list = listRef.current;
      if (!windowed || index < 0 || list === null) return;
      if (list.querySelector(`:scope > [${BLOCK_ID_ATTRIBUTE}="${CSS.escape(id)}"]`) !== null) return;
      setAsked(id);
      const top = index === 0 ? 0 : (endsNow.current[index - 1] ?? 0);
      window.scrollTo({ top: list.getBoundingClientRect().top + window.scrollY + top - REVEAL_OFFSET_PX });
    },
    [windowed],
  );

  // A problem's link to a block of this list.
  useEffect(
    () =>
      onFieldReveal((field) => {
        const block = blockOfField(field);
        if (block?.parentKind === parentKind && block.parentID === parentID) reveal(block.blockID);
      }),
    [parentKind, parentID, reveal],
  );

  const onFocus = useCallback((event: React.FocusEvent<HTMLElement>) => {
    const card = event.target.closest(`[${BLOCK_ID_ATTRIBUTE}]`);
    const id = card?.getAttribute(BLOCK_ID_ATTRIBUTE) ?? null;
    if (id !== null) setFocused(id);
  }, []);

  const pieces = useMemo(() => {
    if (!windowed) return undefined;
    const bounded = { first: Math.min(range.first, ids.length - 1), last: Math.min(range.last, ids.length - 1) };
    const kept = [focused, asked].flatMap((id) => (id === null ? [] : [ids.indexOf(id)]));
    return piecesOf(ends, bounded, kept);
  }, [windowed, range, ids, ends, focused, asked]);

  return { listRef, pieces, onFocus, reveal };
};
