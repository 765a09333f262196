import * as Schema from "effect/Schema";
import { collectionMigration } from "./migration";

/**
 * A sign-in session. Its refresh token rotates: `generation` counts the rotations. `usedGeneration`
 * is the newest generation the client is known to hold (it refreshed with it, or called with an
 * access token of it).
 */
export const SessionRecord = Schema.Struct({
  id: Schema.String,
  userId: Schema.Number,
  generation: Schema.Number,
  usedGeneration: Schema.Number,
  rotatedAt: Schema.Number,
  expiresAt: Schema.Number,
  revoked: Schema.Boolean,
});
export type SessionRecord = typeof SessionRecord.Type;

/** Data version 1: `usedGeneration` was absent in sessions written before it existed, read as `generation`. */
const SessionRecordV1 = Schema.Struct({
  ...SessionRecord.fields,
  usedGeneration: Schema.optionalKey(Schema.Number),
});

/**
 * Data version 2 (issue #39): every session carries `usedGeneration`, so no reader needs the
 * fallback. A session without it never had its newest pair used: it holds `generation`.
 */
export const sessionsUsedGeneration = collectionMigration({
  to: 2,
  what: "sessions: usedGeneration always stored (absent read as generation)",
  collection: "sessions",
  from: SessionRecordV1,
  into: SessionRecord,
  up: (old) => ({ ...old, usedGeneration: old.usedGeneration ?? old.generation }),
});
