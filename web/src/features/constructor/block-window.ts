/** Past this many blocks a list renders only the cards near the screen (and the focused one). */
export const WINDOW_BLOCKS_FROM = 30;

/** The space between two cards (`.block-list { gap }` in constructor-editor.css). */
export const CARD_GAP = 12;

/** A card's height before it was ever drawn, by the block's kind: close enough for the scrollbar. */
export const ESTIMATED_HEIGHT: Readonly<Record<string, number>> = {
  text: 270,
  test: 420,
  freeTask: 240,
};
const ESTIMATED_MEDIA = 230;

/** Heights measured so far, by kind: sums and counts, so a card never drawn is estimated from those that were. */
export type Measured = Map<string, { total: number; count: number }>;

/**
 * A card's height before it was drawn: the mean of the drawn cards of its kind (a phone's narrow
 * cards are twice as tall as a laptop's), else the fixed estimate of the kind.
 */
export const estimatedHeight = (kind: string | undefined, measured?: Measured): number => {
  const seen = kind === undefined ? undefined : measured?.get(kind);
  if (seen !== undefined && seen.count > 0) return seen.total / seen.count;
  return (kind === undefined ? undefined : ESTIMATED_HEIGHT[kind]) ?? ESTIMATED_MEDIA;
};

/** Notes one card's height (replacing what it measured before) in the means by kind. */
export const noteHeight = (measured: Measured, kind: string, height: number, before: number | undefined): void => {
  const seen = measured.get(kind) ?? { total: 0, count: 0 };
  if (before === undefined) measured.set(kind, { total: seen.total + height, count: seen.count + 1 });
  else measured.set(kind, { total: seen.total - before + height, count: seen.count });
};

/**
 * Where each card ends, from the top of the list, gaps included: `ends[i]` is the bottom of card `i`
 * plus the gap after it. One pass over the heights, so a list of 1,000 costs microseconds.
 */
export const cardEnds = (heights: ReadonlyArray<number>): number[] => {
  const ends: number[] = [];
  let total = 0;
  for (const height of heights) {
    total += height + CARD_GAP;
    ends.push(total);
  }
  return ends;
};

/** The first card whose end lies below `y`; the count when none does. */
export const firstEndingBelow = (ends: ReadonlyArray<number>, y: number): number => {
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((ends[mid] ?? 0) <= y) low = mid + 1;
    else high = mid;
  }
  return low;
};

/** The cards that cross the band `[from, to]` of the list (px from its top), as an index range; empty lists give an empty range. */
export const cardsInBand = (
  ends: ReadonlyArray<number>,
  from: number,
  to: number,
): { readonly first: number; readonly last: number } => {
  if (ends.length === 0) return { first: 0, last: -1 };
  const first = Math.min(ends.length - 1, firstEndingBelow(ends, Math.max(0, from)));
  const last = Math.max(first, Math.min(ends.length - 1, firstEndingBelow(ends, Math.max(0, to))));
  return { first, last };
};

/** A piece of the list as drawn: cards by index, or a spacer standing for cards not drawn. */
export type Piece =
  | { readonly kind: "cards"; readonly from: number; readonly to: number }
  | { readonly kind: "gap"; readonly height: number; readonly key: string };

/**
 * The list as drawn: the band's cards, the kept cards (the focused one, one asked to be shown) where
 * they stand, and a spacer for each run of cards between them, as tall as those cards and their gaps.
 * The list's own `gap` adds one gap after each spacer, so the spacer leaves that one out.
 */
export const piecesOf = (
  ends: ReadonlyArray<number>,
  band: { readonly first: number; readonly last: number },
  kept: ReadonlyArray<number>,
): Piece[] => {
  const shown = new Set<number>();
  for (let i = band.first; i <= band.last; i += 1) shown.add(i);
  for (const index of kept) if (index >= 0 && index < ends.length) shown.add(index);
  const indexes = [...shown].sort((a, b) => a - b);
  const pieces: Piece[] = [];
  let next = 0;
  const top = (index: number): number => (index === 0 ? 0 : (ends[index - 1] ?? 0));
  for (const index of indexes) {
    if (index > next) pieces.push({ kind: "gap", height: top(index) - top(next) - CARD_GAP, key: `gap-${next}` });
    const last = pieces.at(-1);
    if (last?.kind === "cards" && last.to === index - 1) pieces[pieces.length - 1] = { ...last, to: index };
    else pieces.push({ kind: "cards", from: index, to: index });
    next = index + 1;
  }
  if (next < ends.length)
    pieces.push({ kind: "gap", height: top(ends.length) - top(next) - CARD_GAP, key: `gap-${next}` });
  return pieces;
};
