import type { DomainState } from "../model/state";
import type { Envelope } from "./envelope";
import { checkpointSpacing, createTimeline, type Timeline } from "./timeline";

export type BisectResult =
  /** The predicate holds at the end of the log. */
  | { readonly _tag: "Holds"; readonly probes: number }
  /** It fails before any entry: nothing in the log turned it false. */
  | { readonly _tag: "FalseAtStart"; readonly probes: number }
  /** The entry at `index` (0-based) is the first after which it is false. */
  | { readonly _tag: "TurnsFalse"; readonly index: number; readonly probes: number };

/**
 * The first entry after which `holds` turns false (issue #21 `--bisect`), in O(log n) probes: each
 * probe is a position of the timeline, replayed from its nearest checkpoint (at most 256 events
 * once the checkpoints exist). It assumes the predicate, once false, stays false, as a broken
 * invariant or a wrong value does until something repairs it; it then finds the first such entry.
 */
export const bisectTimeline = (timeline: Timeline, holds: (state: DomainState) => boolean): BisectResult => {
  let probes = 0;
  const at = (count: number): boolean => {
    probes++;
    return holds(timeline.stateAfter(count));
  };
  const total = timeline.entries.length;
  if (at(total)) return { _tag: "Holds", probes };
  if (!at(0)) return { _tag: "FalseAtStart", probes };
  let good = 0; // holds after `good` entries
  let bad = total; // fails after `bad` entries
  while (bad - good > 1) {
    const middle = good + Math.floor((bad - good) / 2);
    if (at(middle)) good = middle;
    else bad = middle;
  }
  return { _tag: "TurnsFalse", index: bad - 1, probes };
};

/** A value inside a plain JSON-like tree by a dotted path (`courses.12.general.name.value`); undefined when absent. */
export const valueAtPath = (root: unknown, path: string): unknown => {
  let node: unknown = root;
  for (const key of path.split(".").filter((part) => part !== "")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
};

/**
 * `--bisect` over a whole log: a timeline with a checkpoint every n/32 entries (at least every 256,
 * `checkpointSpacing`), so building it costs one replay of the log and 32 copies of the state, and each
 * of the O(log n) probes replays at most n/32 entries from the checkpoint before it.
 */
export const bisectLog = (entries: ReadonlyArray<Envelope>, holds: (state: DomainState) => boolean): BisectResult =>
  bisectTimeline(createTimeline(entries, undefined, checkpointSpacing(entries.length)), holds);
