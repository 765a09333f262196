import type { Envelope } from "@app/domain/log/envelope";
import { createTimeline, type Timeline } from "@app/domain/log/timeline";
import { setNetworkOff } from "../api/network-switch";
import { resetDomain, setViewOnly } from "../model/domain-store";
import { valueStore } from "../state/small-store";

/** A loaded log being replayed: the file's name, its timeline, and how many of its entries are applied. */
export type Replay = { readonly fileName: string; readonly timeline: Timeline; readonly position: number };

const current = valueStore<Replay | null>(null);

const publish = (next: Replay): void => {
  current.set(next);
  resetDomain(next.timeline.stateAfter(next.position));
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
  const replay = current.get();
  if (replay === null) return;
  const bounded = Math.max(0, Math.min(replay.timeline.entries.length, Math.round(position)));
  if (bounded !== replay.position) publish({ ...replay, position: bounded });
};

export const activeReplay = (): Replay | null => current.get();

/** The replay, in a component (null: the session is live). */
export const useReplay = (): Replay | null => current.use();
