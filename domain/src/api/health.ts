import * as Schema from "effect/Schema";

/**
 * GET /api/health (issue #32 part 9): whether the server answers and what its store can do. Public:
 * it names no user and no course. `writable` is false from a journal write the disk refused until
 * the next one succeeds (reads go on meanwhile; writes answer 503).
 */
export const StoreHealth = Schema.Struct({
  /** "journal": durable on disk; "memory": a test or scratch server that keeps nothing. */
  mode: Schema.Literals(["journal", "memory"]),
  writable: Schema.Boolean,
  /** The sequence number of the last durable change. */
  sequence: Schema.Number,
  /** Bytes in the journal since the last snapshot. */
  journal_bytes: Schema.Number,
  /** Changes applied in memory whose journal line is not yet on disk. */
  pending_writes: Schema.Number,
  /** When this run last wrote a snapshot (ISO); absent before its first one and in memory. */
  last_snapshot_at: Schema.optionalKey(Schema.String),
});
export type StoreHealth = typeof StoreHealth.Type;

export const HealthResponse = Schema.Struct({
  data: Schema.Struct({
    status: Schema.Literals(["ok", "read-only"]),
    uptime_seconds: Schema.Number,
    store: StoreHealth,
  }),
});
export type HealthResponse = typeof HealthResponse.Type;
