import * as Schema from "effect/Schema";

/**
 * A record split into a fixed number of buckets by a hash of the key. One write then copies one small
 * bucket instead of a record of thousands of keys: V8 copies an object of up to ~50 keys in about a
 * microsecond, but slows down steeply past ~100 keys (dictionary mode), and immer copies on write.
 * Every bucket exists from the start, so the shape never changes and undo needs no bucket bookkeeping.
 */
const SHARDS = 16;

export type Sharded<T> = Readonly<Record<string, Readonly<Record<string, T>>>>;
type Mutable<T> = Record<string, Record<string, T>>;

export const ShardedOf = <S extends Schema.Top>(value: S) =>
  Schema.Record(Schema.String, Schema.Record(Schema.String, value));

const NAMES = Array.from({ length: SHARDS }, (_, i) => String(i));

/** FNV-1a of the key, as a bucket name "0".."15". */
export const shardOf = (key: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return NAMES[(hash >>> 0) % SHARDS] ?? "0";
};

/**
 * An empty record keyed by ids, that V8 keeps as a hash table from the start. Grown key by key from
 * `{}`, an object first gets a new hidden class per added id (each one a copy of the previous key
 * list), up to about a hundred keys: that was a large part of replay time. Deleting a key that is not
 * the last one added switches an object to its dictionary representation; it is an ordinary `{}` all
 * the same (same prototype, same key order, same JSON).
 */
const emptyTable = <T>(): Record<string, T> => {
  const bucket: Record<string, unknown> = { a: null, b: null };
  delete bucket["a"];
  delete bucket["b"];
  return bucket as Record<string, T>;
};

export const emptyShards = <T>(): Record<string, Record<string, T>> => {
  const shards: Record<string, Record<string, T>> = {};
  for (let i = 0; i < SHARDS; i++) shards[String(i)] = emptyTable<T>();
  return shards;
};

export const getIn = <T>(shards: Sharded<T>, key: string): T | undefined => shards[shardOf(key)]?.[key];

export const setIn = <T>(shards: Mutable<T>, key: string, value: NoInfer<T>): void => {
  const name = shardOf(key);
  const bucket = shards[name];
  if (bucket) bucket[key] = value;
  else shards[name] = { [key]: value };
};

export const deleteIn = <T>(shards: Mutable<T>, key: string): void => {
  const bucket = shards[shardOf(key)];
  if (bucket && key in bucket) delete bucket[key];
};

export const valuesOf = <T>(shards: Sharded<T>): T[] =>
  Object.values(shards).flatMap((bucket) => Object.values(bucket));
export const keysOf = <T>(shards: Sharded<T>): string[] =>
  Object.values(shards).flatMap((bucket) => Object.keys(bucket));
export const entriesOf = <T>(shards: Sharded<T>): Array<[string, T]> =>
  Object.values(shards).flatMap((bucket) => Object.entries(bucket));

export const fromEntries = <T>(entries: Iterable<readonly [string, T]>): Record<string, Record<string, T>> => {
  const shards = emptyShards<T>();
  for (const [key, value] of entries) setIn(shards, key, value);
  return shards;
};
