/** The ids of a list of items, in its order. */
export const ids = <T>(list: ReadonlyArray<T>, id: (item: T) => string): string[] => list.map(id);

/** Whether the items found on both sides (in this container) come in another order. */
export const reordered = (before: ReadonlyArray<string>, after: ReadonlyArray<string>): boolean => {
  const inAfter = new Set(after);
  const inBefore = new Set(before);
  const kept = before.filter((id) => inAfter.has(id));
  let i = 0;
  for (const id of after) {
    if (!inBefore.has(id)) continue;
    if (kept[i] !== id) return true;
    i += 1;
  }
  return false;
};

/** One place in a walk of a container: an item of the earlier list (removed) or of the later one. */
export type Step = { readonly from: number } | { readonly to: number };

/** The later list in its order, with the earlier list's removed items at their old places. */
export const interleave = (
  before: ReadonlyArray<string>,
  after: ReadonlyArray<string>,
  gone: (id: string) => boolean,
): Step[] => {
  const at = new Map(before.map((id, i) => [id, i]));
  const out: Step[] = [];
  let next = 0;
  const flush = (upto: number): void => {
    for (; next < upto; next += 1) if (gone(before[next] ?? "")) out.push({ from: next });
  };
  after.forEach((id, i) => {
    const j = at.get(id);
    if (j !== undefined && j >= next) {
      flush(j);
      next = j + 1;
    }
    out.push({ to: i });
  });
  flush(before.length);
  return out;
};
