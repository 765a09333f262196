import * as Schema from "effect/Schema";
import * as Result from "effect/Result";

/** The data folder's snapshot as JSON, before the current schema decodes it. */
export type StoredCollections = Readonly<Record<string, unknown>>;

/**
 * One step of the stored data's shape (issue #39 row 8): a pure function from the collections at
 * data version `to - 1` to those at `to`. Written beside the records it changes; listed in order
 * in ./migrations.ts.
 */
export type Migration = {
  readonly to: number;
  /** What changed, for the start's log line. */
  readonly what: string;
  readonly up: (db: StoredCollections) => StoredCollections;
};

const failure = (result: Result.Result<unknown, unknown>): string =>
  Result.isFailure(result) ? String(result.failure) : "";

/**
 * A migration of one collection, record by record: each is decoded with the schema of its old shape
 * (a record that does not match is an error naming it), changed by `up`, and checked against the
 * new shape. A snapshot without the collection is left as it is (it defaults to empty).
 */
export const collectionMigration = <Old, New>(step: {
  readonly to: number;
  readonly what: string;
  readonly collection: string;
  readonly from: Schema.Decoder<Old>;
  readonly into: Schema.Codec<New, unknown>;
  readonly up: (old: Old) => New;
}): Migration => {
  const decode = Schema.decodeUnknownResult(step.from);
  const encode = Schema.encodeUnknownResult(step.into);
  return {
    to: step.to,
    what: step.what,
    up: (db) => {
      const rows = db[step.collection];
      if (rows === undefined) return db;
      if (!Array.isArray(rows)) throw new Error(`${step.collection}: not a list (migration to ${step.to})`);
      const migrated = rows.map((row: unknown, index) => {
        const old = decode(row);
        if (Result.isFailure(old))
          throw new Error(`${step.collection}[${index}]: not a record of version ${step.to - 1}: ${failure(old)}`);
        const next = encode(step.up(old.success));
        if (Result.isFailure(next))
          throw new Error(`${step.collection}[${index}]: migrated to version ${step.to} but invalid: ${failure(next)}`);
        return next.success;
      });
      return { ...db, [step.collection]: migrated };
    },
  };
};
