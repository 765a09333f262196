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

type Kept = { readonly count: number; readonly firstSeq: number | null };
const keptNow = (): Kept => ({ count: sessionLog.size(), firstSeq: sessionLog.first()?.seq ?? null });

/** The session's newest batch of events, how many the log holds and its oldest seq, updated as events arrive. */
export const useLiveBatch = (): { readonly batch: LiveBatch | null; readonly kept: Kept } => {
  const [batch, setBatch] = useState<LiveBatch | null>(null);
  const [kept, setKept] = useState<Kept>(keptNow);
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
