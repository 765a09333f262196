import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { DbData, emptyDb } from "./db-schema";
import type { ReadRecord } from "./journal";
import { stateOpsOf } from "./journal-record";
import { applyOps } from "./apply-ops";
import { MIGRATIONS, STORE_VERSION } from "./migrations";
import type { StoredCollections } from "./migration";

const SnapshotMeta = Schema.Struct({ journalSeq: Schema.optionalKey(Schema.Number) });

const isObject = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === "object" && raw !== null && !Array.isArray(raw);

/** The last journal record the snapshot holds (0 when it holds none). */
export const snapshotSeqOf = (raw: unknown): number => {
  const meta = Schema.decodeUnknownResult(SnapshotMeta)(raw);
  return Result.isSuccess(meta) ? (meta.success.journalSeq ?? 0) : 0;
};

/** A data folder written by a newer server than this one: refused, never read half-understood. */
export class NewerDataError extends Error {}

/** The snapshot's data version (`schemaVersion`; a file from before it existed is at 1). */
export const storedVersionOf = (raw: unknown, file: string): number => {
  const version = isObject(raw) ? (raw.schemaVersion ?? 1) : 1;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1)
    throw new Error(
      `${file}: schemaVersion ${JSON.stringify(version)} is not a data version; restore it from a backup`,
    );
  if (version > STORE_VERSION)
    throw new NewerDataError(
      `${file}: written at data version ${version} by a newer server; this one reads versions up to ${STORE_VERSION}. ` +
        `Start the newer server again, or restore a backup made by this version.`,
    );
  return version;
};

/** Collections added after a data file was written default to empty. */
const withDefaults = (raw: unknown): unknown => (isObject(raw) ? { ...emptyDb(), ...raw } : raw);

/** A snapshot at the current version, decoded. */
export const decodeSnapshot = (raw: unknown, file: string): { data: DbData; seq: number } => {
  const decoded = Schema.decodeUnknownResult(DbData)(withDefaults(raw));
  if (Result.isFailure(decoded))
    throw new Error(
      `${file}: the data file does not match its schema (restore it from a backup): ${String(decoded.failure)}`,
    );
  return { data: decoded.success, seq: snapshotSeqOf(raw) };
};

/**
 * The snapshot with the journal's newer records applied, in order. Sequence numbers must follow on
 * with no gap: a missing line means acknowledged changes are lost, and the start is refused. Each
 * line is in the shape of its data version (`d`), which must be the snapshot's: a line without one
 * was written before lines carried it, by a server that read only version-1 snapshots.
 */
export const replay = <S extends object>(
  snapshot: { data: S; seq: number },
  records: ReadonlyArray<ReadRecord>,
  version: number = STORE_VERSION,
): { state: S; seq: number } => {
  const state = snapshot.data;
  let { seq } = snapshot;
  for (const { record, file } of records) {
    if (record.s <= seq) continue;
    if (record.s !== seq + 1) {
      throw new Error(
        `${file}: journal record ${seq + 1} is missing (the record after ${seq} is ${record.s}): changes acknowledged to users are lost. ` +
          `Restore the data folder from a backup; or, to start from what is there and lose record ${seq + 1} onwards, delete the lines from ${record.s} on.`,
      );
    }
    if (record.d !== undefined && record.d !== version)
      throw new Error(
        `${file}: journal record ${record.s} is at data version ${record.d}, its snapshot at ${version}; restore the data folder from a backup`,
      );
    applyOps(state, stateOpsOf(record));
    seq = record.s;
  }
  return { state, seq };
};

export type LoadedState = {
  readonly state: DbData;
  /** The last journal record applied. */
  readonly seq: number;
  /** The last one the snapshot held. */
  readonly snapshotSeq: number;
  /** The data version it was migrated from, or null when it was current. */
  readonly migratedFrom: number | null;
};

/**
 * A data folder's state: the snapshot (as read from disk) and the journal's records after it. At
 * the current version it is decoded and the records replayed: one comparison, nothing else. An
 * older one is brought forward whole: its journal lines (in the old shape, as the snapshot) are
 * applied to it first, so no acknowledged change is left behind, then every later migration runs
 * in order, then the current schema decodes the result. The caller writes it back at once.
 */
export const loadState = (raw: unknown, file: string, records: ReadonlyArray<ReadRecord>): LoadedState => {
  const version = storedVersionOf(raw, file);
  const snapshotSeq = snapshotSeqOf(raw);
  if (version === STORE_VERSION || !isObject(raw)) {
    const { state, seq } = replay(decodeSnapshot(raw, file), records);
    return { state, seq, snapshotSeq, migratedFrom: null };
  }
  const old = replay({ data: raw, seq: snapshotSeq }, records, version);
  let db: StoredCollections = old.state;
  for (const migration of MIGRATIONS.filter((m) => m.to > version)) {
    try {
      db = { ...migration.up(db), schemaVersion: migration.to };
    } catch (error) {
      const why = `the migration to data version ${migration.to} failed (restore it from a backup)`;
      throw new Error(`${file}: ${why}: ${String(error)}`, { cause: error });
    }
  }
  return { state: decodeSnapshot(db, file).data, seq: old.seq, snapshotSeq, migratedFrom: version };
};

/** The start's log line for a migrated data folder. */
export const migrationNote = (file: string, from: number): string =>
  `[store] ${file}: data version ${from} migrated to ${STORE_VERSION} (` +
  MIGRATIONS.filter((m) => m.to > from)
    .map((m) => `${m.to}: ${m.what}`)
    .join("; ") +
  `); the snapshot is rewritten at ${STORE_VERSION}`;
