/** A seeded pseudo-random generator (mulberry32): the same seed always gives the same sequence. */
export type Rng = {
  readonly next: () => number;
  readonly int: (min: number, max: number) => number;
  readonly pick: <T>(items: ReadonlyArray<T>) => T | undefined;
  readonly chance: (p: number) => boolean;
};

export const createRng = (seed: number): Rng => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: ReadonlyArray<T>): T | undefined =>
      items.length === 0 ? undefined : items[int(0, items.length - 1)],
    chance: (p: number) => next() < p,
  };
};
