import * as Result from "effect/Result";
import { decodeWith } from "@app/domain/api/decode";
import type { IdAssignment } from "@app/domain/course/server-events";
import type { Envelope } from "@app/domain/log/envelope";
import { DomainCommand } from "@app/domain/model/command";
import { DomainEvent } from "@app/domain/model/event";

/** temp id → server id, from a save's assignments. Temporary ids are UUIDs, so one map serves every kind. */
export const assignmentMap = (assignments: ReadonlyArray<IdAssignment>): ReadonlyMap<string, string> =>
  new Map(assignments.map((a) => [a.tempID, a.id]));

const remapValue = (value: unknown, ids: ReadonlyMap<string, string>): unknown => {
  if (typeof value === "string") return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item: unknown) => remapValue(item, ids));
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = remapValue(item, ids);
    return out;
  }
  return value;
};

const decodeEvent = decodeWith(DomainEvent);

/**
 * Unsent events that name items the server has just given ids: every id string they carry is
 * replaced, so that they replay on the server's copy (which knows only the new ids). The copy is
 * decoded again with the event Schema (a string only ever becomes another string, so it always passes).
 */
export const remapEnvelopes = (
  entries: ReadonlyArray<Envelope>,
  ids: ReadonlyMap<string, string>,
): ReadonlyArray<Envelope> => {
  if (ids.size === 0) return entries;
  return entries.map((entry) => {
    const decoded = decodeEvent(remapValue(entry.event, ids));
    return Result.isSuccess(decoded) ? { ...entry, event: decoded.success } : entry;
  });
};

/** Whether the value carries a temporary id the server has replaced (a string that is a key of `ids`). */
const namesAny = (value: unknown, ids: ReadonlyMap<string, string>): boolean => {
  if (typeof value === "string") return ids.has(value);
  if (Array.isArray(value)) return value.some((item: unknown) => namesAny(item, ids));
  if (typeof value === "object" && value !== null) return Object.values(value).some((item) => namesAny(item, ids));
  return false;
};

const decodeCommand = decodeWith(DomainCommand);

/**
 * A command made from what a screen rendered before the server's ids arrived: a button's handler
 * still names the lesson by the temporary id the model no longer knows (the save's answer came
 * between the last render and the click or keystroke). Its ids are the items' ids now, so the
 * action lands instead of being refused as "not found". A command naming no replaced id is
 * returned as it is (no copy, no decode: the common case of every keystroke).
 */
export const remapCommand = (command: DomainCommand, ids: ReadonlyMap<string, string>): DomainCommand => {
  if (ids.size === 0 || !namesAny(command, ids)) return command;
  const decoded = decodeCommand(remapValue(command, ids));
  return Result.isSuccess(decoded) ? decoded.success : command;
};
