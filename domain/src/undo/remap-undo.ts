import { shardOf } from "../model/sharded";
import type { CourseHistory, Slot, Step } from "./undo-state";

/** Tables of a course whose entries sit in buckets named after their key (model/sharded.ts). */
const SHARDED = new Set(["lessons", "tasks", "unsaved"]);

/** An id, or a key built on one (`lesson:<id>` in `unsaved`, `block:<id>` as an undo group). */
const remapString = (value: string, ids: ReadonlyMap<string, string>): string => {
  const whole = ids.get(value);
  if (whole !== undefined) return whole;
  const colon = value.indexOf(":");
  if (colon < 0) return value;
  const tail = ids.get(value.slice(colon + 1));
  return tail === undefined ? value : `${value.slice(0, colon + 1)}${tail}`;
};

const remapValue = (value: unknown, ids: ReadonlyMap<string, string>): unknown => {
  if (typeof value === "string") return remapString(value, ids);
  if (Array.isArray(value)) return value.map((item: unknown) => remapValue(item, ids));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[remapString(key, ids)] = remapValue(item, ids);
  return out;
};

const remapPath = (path: ReadonlyArray<string>, ids: ReadonlyMap<string, string>): string[] => {
  const out = path.map((segment) => remapString(segment, ids));
  const [table, , key] = out;
  // A renamed entry of a sharded table lives in the bucket of its new key.
  if (table !== undefined && key !== undefined && SHARDED.has(table)) out[1] = shardOf(key);
  return out;
};

const remapSlot = (slot: Slot, ids: ReadonlyMap<string, string>): Slot => ({
  path: remapPath(slot.path, ids),
  present: slot.present,
  value: remapValue(slot.value, ids),
});

const remapStep = (step: Step, ids: ReadonlyMap<string, string>): Step => ({
  group: step.group === null ? null : remapString(step.group, ids),
  at: step.at,
  slots: step.slots.map((slot) => remapSlot(slot, ids)),
});

/**
 * The undo history of a course after the server gave its new items their ids: every temporary id in
 * the steps (paths, values, keys and groups) becomes the server's, so undo and redo still reach the
 * items after a save. Temporary ids are unique across kinds (the client makes them as UUIDs).
 */
export const remapHistory = (history: CourseHistory, ids: ReadonlyMap<string, string>): CourseHistory =>
  ids.size === 0
    ? history
    : {
        undo: history.undo.map((step) => remapStep(step, ids)),
        redo: history.redo.map((step) => remapStep(step, ids)),
      };
