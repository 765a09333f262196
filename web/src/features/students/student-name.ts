/** The page count of a list of `total` items, at least 1. */
export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/** The ids of a group after adding `added`: the old order first, no repeats. */
export const withMembers = (current: ReadonlyArray<number>, added: ReadonlyArray<number>): ReadonlyArray<number> => [
  ...new Set([...current, ...added]),
];
