/**
 * Finds records by id in a collection of the store, in constant time. The collections change in
 * place, so the index keeps positions and checks each hit; a miss, or a hit that moved, rebuilds it.
 */
export const idIndex = <T extends { readonly id: number }>() => {
  const positions = new WeakMap<ReadonlyArray<T>, Map<number, number>>();
  const rebuild = (records: ReadonlyArray<T>): Map<number, number> => {
    const index = new Map<number, number>();
    records.forEach((record, position) => index.set(record.id, position));
    positions.set(records, index);
    return index;
  };
  return (records: ReadonlyArray<T>, id: number): T | undefined => {
    const position = positions.get(records)?.get(id);
    const hit = position === undefined ? undefined : records[position];
    if (hit?.id === id) return hit;
    return records[rebuild(records).get(id) ?? -1];
  };
};
