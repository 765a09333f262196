import { cp, mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DbData } from "../store/db-schema";
import { readJournalText, type TornLine } from "../store/journal-record";
import { loadState, snapshotSeqOf } from "../store/load-state";

/** The data folder's own files; every other entry (files/, jwt-secret) is copied as it is. */
const SNAPSHOT = "db.json";
const JOURNAL = "journal.log";
const ROTATED = "journal.log.old";
const isStoreFile = (name: string): boolean =>
  name === SNAPSHOT || name === JOURNAL || name === ROTATED || name.endsWith(".tmp");

const readIfThere = async (file: string): Promise<string | null> => {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return null;
    throw error;
  }
};

export type DataDirState = { readonly state: DbData; readonly seq: number; readonly torn: ReadonlyArray<TornLine> };

/** One read of the snapshot and the journal's tail, replayed in memory; writes nothing. */
const readOnce = async (dir: string): Promise<DataDirState> => {
  const file = path.join(dir, SNAPSHOT);
  const text = await readIfThere(file);
  if (text === null) throw new Error(`${dir}: no ${SNAPSHOT}, not a data folder`);
  const raw: unknown = JSON.parse(text);
  const after = snapshotSeqOf(raw);
  const torn: TornLine[] = [];
  const records = [];
  for (const name of [ROTATED, JOURNAL]) {
    const journalFile = path.join(dir, name);
    const read = readJournalText((await readIfThere(journalFile)) ?? "", journalFile, after);
    if (read.torn !== null) torn.push(read.torn);
    records.push(...read.records.map((record) => ({ record, file: journalFile })));
  }
  // An older data folder is migrated in memory: a backup is written at the current version.
  const { state, seq } = loadState(raw, file, records);
  return { state, seq, torn };
};

/**
 * The state of a data folder, read while its server may be running: the snapshot, then the journal's
 * tail. A compaction between the two reads shows as a gap in the sequence numbers (or a snapshot
 * ahead of the journal) and the read is repeated; the last line being written is torn and left out,
 * as a start would.
 */
export const readDataDir = async (dir: string, attempts = 5): Promise<DataDirState> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readOnce(dir);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
};

const isEmptyOrMissing = async (dir: string): Promise<boolean> => {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return true;
    throw error;
  }
};

export type BackupSummary = { readonly sequence: number; readonly courses: number; readonly users: number };

/**
 * `npm run backup -- DIR`: a consistent copy of the data folder, also of a running server's: one
 * compact snapshot of every acknowledged change (the journal's tail folded in), an empty journal,
 * and the other entries (uploaded files, the token secret), copied after the state was read so that
 * every file the state names is there. DIR must be new or empty.
 */
export const backupDataDir = async (dataDir: string, target: string): Promise<BackupSummary> => {
  if (!(await isEmptyOrMissing(target))) throw new Error(`${target}: not empty; a backup goes into a new folder`);
  const { state, seq } = await readDataDir(dataDir);
  await mkdir(target, { recursive: true });
  for (const name of await readdir(dataDir))
    if (!isStoreFile(name))
      await cp(path.join(dataDir, name), path.join(target, name), { recursive: true, preserveTimestamps: true });
  await writeFile(path.join(target, SNAPSHOT), JSON.stringify({ ...state, journalSeq: seq }));
  await writeFile(path.join(target, JOURNAL), "");
  return { sequence: seq, courses: state.courses.length, users: state.users.length };
};

/**
 * `npm run restore -- DIR`: the backup in DIR becomes the data folder, with the server stopped. The
 * backup is read and decoded first (a damaged one is refused before anything moves); the data
 * folder there is moved aside whole to `DATA_DIR.before-restore-TIME`, never deleted. Returns where
 * the old folder went, or null when there was none.
 */
export const restoreDataDir = async (backup: string, dataDir: string, now: Date): Promise<string | null> => {
  const checked = await readDataDir(backup, 1);
  if (checked.torn.length > 0)
    throw new Error(`${backup}: its journal has a torn line; not a backup this command made`);
  let movedTo: string | null = null;
  if (!(await isEmptyOrMissing(dataDir))) {
    movedTo = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    await rename(dataDir, movedTo);
  }
  await cp(backup, dataDir, { recursive: true, preserveTimestamps: true });
  return movedTo;
};
