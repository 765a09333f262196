import type { Migration } from "./migration";
import { sessionsUsedGeneration } from "./session-record";

/**
 * The stored data's version: the snapshot's `schemaVersion` and each journal line's `d`. To change
 * a stored shape: beside the record, keep its old schema and write the step (`collectionMigration`
 * in ./migration.ts, `to` the next version) from it to the new one; add the step at the end of the
 * list below and raise this number. A start migrates an older folder once and rewrites it
 * (./load-state.ts); add a folder the previous server wrote under fixtures/ and start it in a test.
 */
export const STORE_VERSION = 2;

/** Every change of a stored shape, oldest first: the one `to: n` reads version n - 1. */
export const MIGRATIONS: ReadonlyArray<Migration> = [sessionsUsedGeneration];
