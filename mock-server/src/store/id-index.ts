import { changeGeneration, rawOf, reshapeCount } from "./collection-changes";

type Built<K> = {
  generation: number;
  reshapes: number;
  /** How many elements are indexed: the ones after are appends not read yet. */
  length: number;
  readonly positions: Map<K, number[]>;
};

/**
 * Finds the records of a store collection by a key, in constant time, inside an update (on its
 * proxy) or outside (on `store.data`). An index per array (a WeakMap) holds each key's positions; it
 * reads appends incrementally and is rebuilt after any other change (collection-changes.ts). Every
 * hit is checked against the record it points at, so a change that was not reported costs a
 * rebuild, never a wrong record. Inside an update the record is read through the proxy at its
 * position: the proxy wraps what the update touches, not the collection.
 */
export const keyIndex = <R, K>(keyOf: (record: R) => K) => {
  const built = new WeakMap<object, Built<K>>();

  const add = (index: Built<K>, records: ReadonlyArray<R | undefined>, from: number): void => {
    for (let position = from; position < records.length; position += 1) {
      const record = records[position];
      if (record === undefined || record === null) continue;
      const key = keyOf(record);
      const known = index.positions.get(key);
      if (known === undefined) index.positions.set(key, [position]);
      else known.push(position);
    }
    index.length = records.length;
  };

  const rebuild = (raw: ReadonlyArray<R>): Built<K> => {
    const index: Built<K> = {
      generation: changeGeneration(),
      reshapes: reshapeCount(raw),
      length: 0,
      positions: new Map(),
    };
    add(index, raw, 0);
    built.set(raw, index);
    return index;
  };

  const current = (raw: ReadonlyArray<R>): Built<K> => {
    const index = built.get(raw);
    if (
      index === undefined ||
      index.generation !== changeGeneration() ||
      index.reshapes !== reshapeCount(raw) ||
      index.length > raw.length
    )
      return rebuild(raw);
    if (index.length < raw.length) add(index, raw, index.length);
    return index;
  };

  const positionsOf = (raw: ReadonlyArray<R>, key: K): ReadonlyArray<number> => {
    const found = current(raw).positions.get(key) ?? [];
    const stale = found.some((position) => {
      const record = raw[position];
      return record === undefined || keyOf(record) !== key;
    });
    return stale ? (rebuild(raw).positions.get(key) ?? []) : found;
  };

  return {
    /** The first record with this key. */
    one<T extends R>(records: ReadonlyArray<T>, key: K): T | undefined {
      const position = positionsOf(rawOf(records), key)[0];
      return position === undefined ? undefined : records[position];
    },
    /** Every record with this key, in the collection's order. */
    all<T extends R>(records: ReadonlyArray<T>, key: K): T[] {
      return positionsOf(rawOf(records), key).flatMap((position) => {
        const record = records[position];
        return record === undefined ? [] : [record];
      });
    },
    /** The position of the first record with this key in the collection, or -1. */
    position(records: ReadonlyArray<R>, key: K): number {
      return positionsOf(rawOf(records), key)[0] ?? -1;
    },
  };
};

/** Records by their numeric `id`. */
export const idIndex = <T extends { readonly id: number }>() => {
  const index = keyIndex<T, number>((record) => record.id);
  return (records: ReadonlyArray<T>, id: number): T | undefined => index.one(records, id);
};
