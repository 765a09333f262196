import { useSyncExternalStore } from "react";
import type { Envelope } from "@app/domain/log/envelope";
import { createTimeline, type Timeline } from "@app/domain/log/timeline";
import { setNetworkOff } from "../api/network-switch";
import { resetDomain, setViewOnly } from "../model/domain-store";

/** A loaded log being replayed: the file's name, its timeline, and how many of its entries are applied. */
export type Replay = { readonly fileName: string; readonly timeline: Timeline; readonly position: number };

let current: Replay | null = null;
const subscribers = new Set<() => void>();

const publish = (next: Replay): void => {
  current = next;
  resetDomain(next.timeline.stateAfter(next.position));
  for (const subscriber of subscribers) subscriber();
};

/**
 * `Загрузить журнал`: the session becomes a replay of `entries` (issue #9). The network goes off and
 * the model is view-only, so nothing reaches the server and nothing is recorded; the model shows the
 * state at the end of the log. Only a page reload ends a replay, and it starts from the server again.
 */
export const startReplay = (fileName: string, entries: ReadonlyArray<Envelope>): void => {
  setNetworkOff(true);
  setViewOnly(true);
  publish({ fileName, timeline: createTimeline(entries), position: entries.length });
};

/** Moves to the state after the first `position` entries (step, back, forward, the scrubber). */
export const moveReplayTo = (position: number): void => {
  if (current === null) return;
  const bounded = Math.max(0, Math.min(current.timeline.entries.length, Math.round(position)));
  if (bounded !== current.position) publish({ ...current, position: bounded });
};

export const activeReplay = (): Replay | null => current;

const subscribe = (subscriber: () => void): (() => void) => {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
};

/** The replay, in a component (null: the session is live). */
export const useReplay = (): Replay | null => useSyncExternalStore(subscribe, activeReplay, activeReplay);
