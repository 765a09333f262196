import { onlineManager } from "@tanstack/react-query";
import { navigate } from "wouter/use-browser-location";
import { canOpen } from "@app/domain/auth/route-access";
import { landingRoute } from "@app/domain/auth/landing";
import type { Envelope } from "@app/domain/log/envelope";
import { createTimeline, type Timeline } from "@app/domain/log/timeline";
import { setNetworkOff } from "../api/network-switch";
import { queryClient } from "../api/query-client";
import { resetDomain, setViewOnly } from "../model/domain-store";
import { adoptReplayIdentity } from "../session/session-store";
import { valueStore } from "../state/small-store";
import { answerReadsFrom } from "./read-tap";
import { preloadReplayScreens } from "./replay-preload";
import { sayReplayGaps } from "./replay-gaps";
import { identityOf, indexReads, type ReplayReads } from "./replay-reads";

/** A loaded log being replayed: the file's name, its timeline, its reads, and how many of its entries are applied. */
export type Replay = {
  readonly fileName: string;
  readonly timeline: Timeline;
  readonly reads: ReplayReads;
  readonly position: number;
};

const current = valueStore<Replay | null>(null);
/** Where leaving the replay goes: the page it started on (or the one its starter names). */
let returnTo: string | null = null;

const publish = (next: Replay): void => {
  current.set(next);
  resetDomain(next.timeline.stateAfter(next.position));
  // The screens read again, from the log at the new position (lib/qa/read-tap.ts).
  void queryClient.resetQueries();
};

/**
 * `Загрузить журнал`: the session becomes a replay of `entries` (issues #9, #21). The network goes
 * off: the API client's reads are answered from the log at the replay's position (what the page had
 * read by then), everything else is refused. The model is view-only, so nothing is recorded; the
 * model shows the state at the position. The screens are those of the log's role, with no sign-in
 * (an identity in memory only). Only a page reload ends a replay, and it starts from the server again.
 */
export const startReplay = (
  fileName: string,
  entries: ReadonlyArray<Envelope>,
  leaveTo = `${window.location.pathname}${window.location.search}`,
  timeline: Timeline = createTimeline(entries),
): void => {
  returnTo ??= leaveTo;
  const reads = indexReads(entries);
  answerReadsFrom((path) => {
    const replay = current.get();
    return replay === null ? undefined : replay.reads.at(path, replay.position);
  });
  setNetworkOff(true);
  // The log answers the reads: the browser going offline must not pause them (issue #33 part 4).
  onlineManager.setEventListener(() => undefined);
  onlineManager.setOnline(true);
  setViewOnly(true);
  sayReplayGaps();
  const { role, allRoles } = identityOf(entries);
  adoptReplayIdentity(role, allRoles);
  queryClient.clear();
  publish({ fileName, timeline, reads, position: entries.length });
  // Every screen's code and texts come now, while the network is there (issue #33 part 4).
  void preloadReplayScreens();
  // A page the log's role may not open would send the window to the sign-in form (issue #33 row 5):
  // the replay opens on that role's home instead.
  if (!canOpen(window.location.pathname, role)) navigate(role === null ? "/" : landingRoute(role), { replace: true });
};

/**
 * `Выйти из воспроизведения`: a full load of the page the (first) replay started on, so the window is
 * as it was, its own sign-in included (the replay's identity was never stored, lib/session).
 */
export const leaveReplay = (): void => {
  window.location.assign(returnTo ?? "/");
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
