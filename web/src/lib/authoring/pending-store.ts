import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { CourseBody } from "@app/domain/api/course-content";
import { decodeWith } from "@app/domain/api/decode";
import { Envelope } from "@app/domain/log/envelope";
import { safeStorage } from "../session/storage";

/**
 * Unsent authoring changes kept in localStorage, per course, so that they survive a reload or a
 * lost network. The record is the server `version` the changes start from and the course's
 * authoring events since that version, in envelopes: replaying them on the server's copy at that
 * version (`CourseLoaded`, then the events) gives the local course again. A changed server version
 * means someone else saved: the changes then go to a kept "conflict copy" instead of being replayed.
 */
export const PendingChanges = Schema.Struct({ version: Schema.Finite, events: Schema.Array(Envelope) });
export type PendingChanges = typeof PendingChanges.Type;

/** What a conflict left behind: the local course as it was (body; null when unknown, after a reload) and its unsent events. */
export const ConflictCopy = Schema.Struct({
  savedAt: Schema.Finite,
  version: Schema.Finite,
  body: Schema.NullOr(CourseBody),
  events: Schema.Array(Envelope),
});
export type ConflictCopy = typeof ConflictCopy.Type;

export type KeyValueStore = {
  readonly get: (key: string) => string | null;
  readonly set: (key: string, value: string) => void;
  readonly remove: (key: string) => void;
};

const browserStore: KeyValueStore = {
  get: safeStorage.get,
  set: safeStorage.set,
  remove: (key) => {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // storage disabled: nothing was kept
    }
  },
};

export const pendingKey = (courseID: string): string => `course-platform:authoring:${courseID}:pending`;
export const conflictKey = (courseID: string): string => `course-platform:authoring:${courseID}:conflict`;

const decodeJson = <S extends Schema.Decoder<unknown>>(schema: S, text: string | null): S["Type"] | null => {
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const decoded = decodeWith(schema)(json);
  return Result.isSuccess(decoded) ? decoded.success : null;
};

/** Reads and writes one course's pending changes; anything unreadable counts as nothing kept. */
export const pendingStore = (store: KeyValueStore = browserStore) => ({
  read: (courseID: string): PendingChanges | null => {
    const record = decodeJson(PendingChanges, store.get(pendingKey(courseID)));
    if (record === null) store.remove(pendingKey(courseID));
    return record;
  },
  write: (courseID: string, record: PendingChanges): void => {
    if (record.events.length === 0) store.remove(pendingKey(courseID));
    else store.set(pendingKey(courseID), JSON.stringify(record));
  },
  clear: (courseID: string): void => store.remove(pendingKey(courseID)),
  readConflict: (courseID: string): ConflictCopy | null => decodeJson(ConflictCopy, store.get(conflictKey(courseID))),
  keepConflict: (courseID: string, copy: ConflictCopy): void => store.set(conflictKey(courseID), JSON.stringify(copy)),
});
