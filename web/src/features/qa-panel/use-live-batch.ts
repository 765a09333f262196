import { useEffect, useState } from "react";
import type { Envelope } from "@app/domain/log/envelope";
import type { DomainState } from "@app/domain/model/state";
import { currentState, onEvents, sessionLog } from "../../lib/model/domain-store";

/** The newest batch of live events, with the state before and after it (for the panel's diff). */
export type LiveBatch = { readonly entries: ReadonlyArray<Envelope>; readonly before: DomainState; readonly after: DomainState };

/** The session's newest batch of events and how many the log holds, updated as events arrive. */
export const useLiveBatch = (): { readonly batch: LiveBatch | null; readonly kept: ReadonlyArray<Envelope> } => {
  const [batch, setBatch] = useState<LiveBatch | null>(null);
  const [kept, setKept] = useState<ReadonlyArray<Envelope>>(() => sessionLog.entries());
  useEffect(() => {
    let before = currentState();
    return onEvents((entries, after) => {
      setBatch({ entries, before, after });
      setKept(sessionLog.entries());
      before = after;
    });
  }, []);
  return { batch, kept };
};
