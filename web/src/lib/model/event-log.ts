import { envelope, type Envelope } from "@app/domain/log/envelope";
import { redactEvent } from "@app/domain/log/redact";
import type { DomainEvent } from "@app/domain/model/event";
import { replay } from "@app/domain/model/evolve";
import { initialState, type DomainState } from "@app/domain/model/state";

/** How many envelopes the session log keeps by default (a ring buffer: the oldest go first). */
export const DEFAULT_LOG_CAP = 50_000;

export type EventLog = {
  /**
   * Wraps each event in its envelope (`seq`, `at`, `v`) and keeps it; answers the envelopes. The kept
   * event has its e-mails, phones and tokens replaced (domain/src/log/redact.ts): they never enter the log.
   */
  readonly append: (events: ReadonlyArray<DomainEvent>, at: number) => ReadonlyArray<Envelope>;
  /** The kept envelopes, oldest first. */
  readonly entries: () => ReadonlyArray<Envelope>;
  /** How many envelopes are kept, and the oldest of them: without copying the ring. */
  readonly size: () => number;
  readonly first: () => Envelope | undefined;
  readonly last: () => Envelope | undefined;
  /** The next `seq` to be given out. */
  readonly nextSeq: () => number;
  readonly setCap: (cap: number) => void;
  /** Drops the oldest entries until at most `count` are kept (the first of them a snapshot). */
  readonly trimTo: (count: number) => void;
  /** Takes over a log kept before a reload (issue #21): its entries, and seq counts on from its last. */
  readonly restore: (entries: ReadonlyArray<Envelope>) => void;
  readonly clear: () => void;
};

/**
 * The session's event log (GUIDE §3 "event log, versioned envelopes, recorded for QA"), bounded by
 * `cap`. When it is full, the oldest tenth goes at once and a `StateSnapshot` takes its place: the
 * model after the last dropped entry (replayed from the log's own entries, so redacted as they are),
 * with that entry's seq. So a wrapped log replays to the same state from its first entry (issue #21),
 * and an append costs an array write plus, once per tenth of the cap, a replay of that tenth.
 */
export const createEventLog = (initialCap = DEFAULT_LOG_CAP): EventLog => {
  let cap = Math.max(2, Math.floor(initialCap));
  let buffer: Envelope[] = [];
  let start = 0;
  let seq = 1;
  /** The model before `buffer[start]`: what the dropped entries replay to. */
  let base: DomainState = initialState();

  const size = () => buffer.length - start;

  const evict = (keep: number) => {
    const drop = Math.max(size() - keep + 1, Math.ceil(cap / 10));
    const count = Math.min(drop, size() - 1);
    if (count <= 0) return;
    const dropped = buffer.slice(start, start + count);
    const last = dropped[dropped.length - 1];
    if (last === undefined) return;
    base = replay(
      dropped.map((entry) => entry.event),
      base,
    );
    start += count - 1;
    buffer[start] = envelope(last.seq, last.at, { _tag: "StateSnapshot", reason: "wrap", state: base });
    if (start > 1_024 && start * 2 > buffer.length) {
      buffer = buffer.slice(start);
      start = 0;
    }
  };

  return {
    append(events, at) {
      const added: Envelope[] = [];
      for (const event of events) {
        const entry = envelope(seq++, at, redactEvent(event));
        buffer.push(entry);
        added.push(entry);
      }
      if (size() > cap) evict(cap);
      return added;
    },
    entries: () => buffer.slice(start),
    size,
    first: () => buffer[start],
    last: () => (size() === 0 ? undefined : buffer[buffer.length - 1]),
    nextSeq: () => seq,
    setCap(next) {
      cap = Math.max(2, Math.floor(next));
      if (size() > cap) evict(cap);
    },
    trimTo(count) {
      if (size() > count) evict(Math.max(1, count));
    },
    restore(entries) {
      buffer = [...entries];
      start = 0;
      base = initialState();
      seq = Math.max(seq, (entries.at(-1)?.seq ?? 0) + 1);
      if (size() > cap) evict(cap);
    },
    clear() {
      buffer = [];
      start = 0;
      base = initialState();
    },
  };
};
