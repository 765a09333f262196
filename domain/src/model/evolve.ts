import { castDraft, produce, type Draft } from "immer";
import { eventAreaOf } from "./areas";
import { clone, freezeDeep } from "./clone";
import type { DomainEvent } from "./event";
import type { DomainState } from "./state";

/**
 * The one state transition: total and pure, written as an immer draft recipe. An event that does not
 * apply leaves the state unchanged; nothing throws. The area whose union holds the event evolves it
 * (model/areas.ts).
 */
export const evolveDraft = (draft: Draft<DomainState>, event: DomainEvent): void =>
  eventAreaOf(event).evolve(draft, event);

/** One event on a state (one `produce`). */
export const evolve = (state: DomainState, event: DomainEvent): DomainState =>
  produce(state, (draft) => evolveDraft(draft, event));

/**
 * A whole log: the fast path for replay. The recipe runs on a private, plain (unfrozen) copy of the
 * state rather than on an immer draft: no proxy per object read or written, no finalize walk. The
 * result is frozen all the way down at the end, as `produce` would have left it, and equals the
 * result of one `produce` per event. An empty log answers the state itself.
 */
export const replay = (events: Iterable<DomainEvent>, state: DomainState): DomainState => {
  let work: Draft<DomainState> | undefined;
  for (const event of events) {
    work ??= castDraft(clone(state)); // a deep copy: the state given may be frozen
    evolveDraft(work, event);
  }
  return work === undefined ? state : freezeDeep(work as DomainState);
};
