import { useEffect, useState } from "react";
import type { Envelope } from "@app/domain/log/envelope";
import type { DomainState } from "@app/domain/model/state";
import { currentState, onEvents, sessionLog } from "../../lib/model/domain-store";

/** The newest batch of live events, with the state before and after it (for the panel's diff). */
export type LiveBatch = {
  readonly entries: ReadonlyArray<Envelope>;
  readonly before: DomainState;
  readonly after: DomainState;
};

type Kept = { readonly count: number; readonly firstSeq: number | null; readonly last: Envelope | null };
const keptNow = (): Kept => {
  const entries = sessionLog.size();
  return {
    count: entries,
    firstSeq: sessionLog.first()?.seq ?? null,
    last: sessionLog.last() ?? null,
  };
};
/** The log's own events (reads, identity) do not pass `onEvents`: the count is read again this often. */
const RECOUNT_MS = 1_000;

/**
 * The session's newest batch of events, how many the log holds, its oldest seq and its newest entry,
 * updated as events arrive. A panel opened after events were recorded shows the newest of them at
 * once (with no diff: the state before it is not kept), never "no events yet" beside a count.
 */
export const useLiveBatch = (): { readonly batch: LiveBatch | null; readonly kept: Kept } => {
  const [batch, setBatch] = useState<LiveBatch | null>(null);
  const [kept, setKept] = useState<Kept>(keptNow);
  useEffect(() => {
    const timer = setInterval(() => setKept((was) => (was.count === sessionLog.size() ? was : keptNow())), RECOUNT_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    let before = currentState();
    return onEvents((entries, after) => {
      setBatch({ entries, before, after });
      setKept(keptNow());
      before = after;
    });
  }, []);
  return { batch, kept };
};
