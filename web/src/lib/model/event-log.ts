import { envelope, type Envelope } from "@app/domain/log/envelope";
import { redactEvent } from "@app/domain/log/redact";
import type { DomainEvent } from "@app/domain/model/event";

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
  /** The next `seq` to be given out. */
  readonly nextSeq: () => number;
  readonly setCap: (cap: number) => void;
  readonly clear: () => void;
};

/**
 * The session's event log (GUIDE §3 "event log, versioned envelopes, recorded for QA"). A fixed-size
 * ring: appending costs one array write per event, and memory stays bounded by `cap`. A log that
 * lost its oldest entries starts at a later `seq`; the QA panel says so.
 */
export const createEventLog = (initialCap = DEFAULT_LOG_CAP): EventLog => {
  let cap = Math.max(1, Math.floor(initialCap));
  let ring: Array<Envelope | undefined> = new Array<Envelope | undefined>(cap);
  let start = 0;
  let size = 0;
  let seq = 1;

  const entries = (): ReadonlyArray<Envelope> => {
    const out: Envelope[] = [];
    for (let i = 0; i < size; i++) {
      const entry = ring[(start + i) % cap];
      if (entry !== undefined) out.push(entry);
    }
    return out;
  };

  return {
    append(events, at) {
      const added: Envelope[] = [];
      for (const event of events) {
        const entry = envelope(seq++, at, redactEvent(event));
        ring[(start + size) % cap] = entry;
        if (size < cap) size++;
        else start = (start + 1) % cap;
        added.push(entry);
      }
      return added;
    },
    entries,
    size: () => size,
    first: () => (size === 0 ? undefined : ring[start]),
    nextSeq: () => seq,
    setCap(next) {
      const kept = entries();
      cap = Math.max(1, Math.floor(next));
      ring = new Array<Envelope | undefined>(cap);
      const tail = kept.slice(Math.max(0, kept.length - cap));
      tail.forEach((entry, i) => (ring[i] = entry));
      start = 0;
      size = tail.length;
    },
    clear() {
      ring = new Array<Envelope | undefined>(cap);
      start = 0;
      size = 0;
    },
  };
};
