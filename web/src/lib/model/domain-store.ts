import { produce } from "immer";
import * as Result from "effect/Result";
import { useCallback, useSyncExternalStore } from "react";
import { proxy, ref, subscribe } from "valtio";
import type { DomainCommand } from "@app/domain/model/command";
import { decide } from "@app/domain/model/decide";
import type { DecideError } from "@app/domain/model/decide-error";
import type { DomainEvent } from "@app/domain/model/event";
import { evolveDraft } from "@app/domain/model/evolve";
import { initialState, type DomainState } from "@app/domain/model/state";
import type { Envelope } from "@app/domain/log/envelope";
import { readLogCap } from "../qa/log-cap";
import { keepLogAcrossReloads } from "../qa/log-persistence";
import { provideLog } from "../qa/log-source";
import { onTapped } from "../qa/read-tap";
import { recordIdentity } from "../qa/record-identity";
import { createEventLog } from "./event-log";

/**
 * The one valtio view of the domain (GUIDE §3, §4.6). `state` is the projection of every event so
 * far, assigned whole as a `ref` (immer freezes it; valtio must not wrap it). Components read it
 * with `useDomain`; `dispatch` and `runCommand` are the only writers.
 */
export const domainView = proxy<{ state: DomainState }>({ state: ref(initialState()) });

/** The session's log of every event, in envelopes (QA record and replay). */
export const sessionLog = createEventLog(readLogCap());
keepLogAcrossReloads(sessionLog, Date.now());
provideLog(() => sessionLog.entries());

type Listener = (entries: ReadonlyArray<Envelope>, state: DomainState) => void;
const listeners = new Set<Listener>();

/** Called after every batch of events with their envelopes and the new state (save pipeline, persistence). */
export const onEvents = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let clock: () => number = () => Date.now();
/** Tests and replays pin the time stamped on envelopes. */
export const setLogClock = (next: () => number): void => {
  clock = next;
};

let viewOnly = false;
/**
 * QA replay shows a recorded state: nothing may change it but the replay itself (`resetDomain`).
 * While on, events are dropped, so no screen can edit the replayed course or record into this log.
 */
export const setViewOnly = (on: boolean): void => {
  viewOnly = on;
};
export const isViewOnly = (): boolean => viewOnly;

/** Applies events (one `produce` per batch), logs them and assigns the new state whole. */
export const dispatch = (...events: ReadonlyArray<DomainEvent>): void => {
  if (events.length === 0 || viewOnly) return;
  const next = produce(domainView.state, (draft) => {
    for (const event of events) evolveDraft(draft, event);
  });
  const entries = sessionLog.append(events, clock());
  if (next !== domainView.state) domainView.state = ref(next);
  for (const listener of listeners) listener(entries, next);
};

/** A user action: decide on the current state, then dispatch its events. Answers them, or the typed error. */
export const runCommand = (command: DomainCommand): Result.Result<ReadonlyArray<DomainEvent>, DecideError> => {
  const decision = decide(domainView.state, command);
  if (Result.isSuccess(decision)) dispatch(...decision.success);
  return decision;
};

/** The log's own events (the API's answers, who records): logged, not applied; none during a replay. */
const recordOnly = (event: DomainEvent): void => {
  if (!viewOnly) sessionLog.append([event], clock());
};
onTapped(recordOnly);
recordIdentity(recordOnly);

/** Replaces the whole state (QA: loading a recorded log into a fresh session). */
export const resetDomain = (state: DomainState = initialState()): void => {
  domainView.state = ref(state);
};

/** The current state, outside React. */
export const currentState = (): DomainState => domainView.state;

/**
 * Reads a part of the projection in a component. It renders again only when that part changes
 * (`Object.is`): immer keeps every untouched object identical, so a keystroke in one block re-renders
 * only what reads that block. `select` must answer a part of the state or a primitive, never a new
 * object. Notified synchronously, so a controlled input renders its new value before the browser
 * restores the old one (the caret stays put).
 */
export const useDomain = <T>(select: (state: DomainState) => T): T => {
  const listen = useCallback((notify: () => void) => subscribe(domainView, notify, true), []);
  const read = () => select(domainView.state);
  return useSyncExternalStore(listen, read, read);
};
