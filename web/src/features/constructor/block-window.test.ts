import { describe, expect, it } from "vitest";
import {
  CARD_GAP,
  cardEnds,
  cardsInBand,
  estimatedHeight,
  noteHeight,
  piecesOf,
  type Measured,
  type Piece,
} from "./block-window";

/** The height the drawn list takes: cards as they are, spacers as given, the list's gap between any two. */
const drawnHeight = (pieces: ReadonlyArray<Piece>, heights: ReadonlyArray<number>): number => {
  const items: number[] = [];
  for (const piece of pieces)
    if (piece.kind === "gap") items.push(piece.height);
    else for (let i = piece.from; i <= piece.to; i += 1) items.push(heights[i] ?? 0);
  return items.reduce((sum, h) => sum + h, 0) + CARD_GAP * (items.length - 1);
};

const indexesOf = (pieces: ReadonlyArray<Piece>): number[] =>
  pieces.flatMap((piece) =>
    piece.kind === "cards" ? Array.from({ length: piece.to - piece.from + 1 }, (_, i) => piece.from + i) : [],
  );

describe("the block window", () => {
  const heights = [100, 200, 300, 100, 100, 400, 100, 100];
  const ends = cardEnds(heights);

  it("ends each card after its gap", () => {
    expect(ends.slice(0, 3)).toEqual([112, 324, 636]);
  });

  it("takes the cards that cross the band", () => {
    expect(cardsInBand(ends, 0, 50)).toEqual({ first: 0, last: 0 });
    expect(cardsInBand(ends, 150, 700)).toEqual({ first: 1, last: 3 });
    expect(cardsInBand(ends, 5000, 6000)).toEqual({ first: 7, last: 7 });
    expect(cardsInBand([], 0, 100)).toEqual({ first: 0, last: -1 });
  });

  it("keeps the list as tall as all its cards, whatever is drawn", () => {
    const whole = drawnHeight([{ kind: "cards", from: 0, to: heights.length - 1 }], heights);
    for (let first = 0; first < heights.length; first += 1)
      for (let last = first; last < heights.length; last += 1)
        for (const kept of [[], [0], [7], [3, 6]]) {
          const pieces = piecesOf(ends, { first, last }, kept);
          expect(drawnHeight(pieces, heights)).toBe(whole);
          const drawn = indexesOf(pieces);
          expect(drawn).toEqual([...new Set(drawn)].sort((a, b) => a - b));
          for (const index of [...kept, first, last]) expect(drawn).toContain(index);
        }
  });

  it("draws a kept card where it stands, between spacers", () => {
    expect(piecesOf(ends, { first: 0, last: 1 }, [5])).toEqual([
      { kind: "cards", from: 0, to: 1 },
      { kind: "gap", height: 300 + 100 + 100 + 2 * CARD_GAP, key: "gap-2" },
      { kind: "cards", from: 5, to: 5 },
      { kind: "gap", height: 100 + 100 + CARD_GAP, key: "gap-6" },
    ]);
  });
});

describe("a card not drawn yet", () => {
  it("is as tall as the drawn cards of its kind, on average, once some were measured", () => {
    const measured: Measured = new Map();
    expect(estimatedHeight("text", measured)).toBe(270);
    noteHeight(measured, "text", 500, undefined);
    noteHeight(measured, "text", 700, undefined);
    expect(estimatedHeight("text", measured)).toBe(600);
    noteHeight(measured, "text", 300, 700);
    expect(estimatedHeight("text", measured)).toBe(400);
    expect(estimatedHeight("image", measured)).toBe(230);
  });
});
