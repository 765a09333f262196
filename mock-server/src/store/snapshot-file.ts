import type { Adapter } from "lowdb";
import { DataFile } from "lowdb/node";

/**
 * The data folder's snapshot (db.json) as lowdb reads and writes it: compact JSON, not
 * pretty-printed (issue #32: the indented file was 30% larger and slower to write and read).
 * Either form is read.
 */
export const snapshotFile = (file: string): Adapter<unknown> =>
  new DataFile<unknown>(file, { parse: JSON.parse, stringify: (data) => JSON.stringify(data) });
