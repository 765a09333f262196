import type { Envelope } from "./envelope";
import { castDraft, type Draft } from "immer";
import { clone, frozenClone } from "../model/clone";
import { evolve, evolveDraft, replay } from "../model/evolve";
import { initialState, type DomainState } from "../model/state";

/** Every this many entries (at least) the timeline keeps the state, so a jump replays at most this many events. */
export const CHECKPOINT_EVERY = 256;

/** How many checkpoints a timeline keeps at most: each is a copy of the whole state (issue #33). */
export const MOST_CHECKPOINTS = 32;

/**
 * The entries between two checkpoints: every 256, or n/32 for a longer log, so preparing a timeline
 * costs one replay of the log and at most 32 copies of the state (a 50,000-event log: 32 rather than
 * 195, most of the QA panel's load), and a jump replays at most n/32 entries from the checkpoint before it.
 */
export const checkpointSpacing = (length: number, most: number = MOST_CHECKPOINTS): number =>
  Math.max(CHECKPOINT_EVERY, Math.ceil(length / most));
/** The positions visited last are kept too: a step forward from one of them applies one event. */
const RECENT = 8;

export type Timeline = {
  readonly entries: ReadonlyArray<Envelope>;
  /** The state after the first `count` entries (0: before any; entries.length: the end of the log). */
  stateAfter(count: number): DomainState;
  /**
   * Computes up to `steps` more checkpoints, so that a big log can be prepared in slices between which
   * the page stays responsive (issue #33: the panel's progress bar). Answers the share done, 0 to 1.
   */
  warm(steps: number): number;
};

/**
 * A recorded log as positions to move between (the QA panel's step, back, forward and scrubber).
 * The state at a position is the replay of the entries before it, started from the nearest
 * checkpoint (every `every` entries, `checkpointSpacing`; each costs a copy of the state): the same function the CLI runs, so every position equals `replay --until` at its seq.
 * A step forward from a recently visited position applies the one event to it (`evolve`), so the two
 * states share every part the event did not touch, as they did in the recorded session.
 */
export const createTimeline = (
  entries: ReadonlyArray<Envelope>,
  start: DomainState = initialState(),
  every: number = checkpointSpacing(entries.length),
): Timeline => {
  const checkpoints: DomainState[] = [start];
  const events = entries.map((entry) => entry.event);
  const total = Math.floor(events.length / every);

  // The checkpoints are made in one pass over the log (issue #33): a private, plain copy of the state
  // goes forward through the events (as `replay` does inside), and each checkpoint is a frozen copy of
  // it that shares the parts frozen already. Replaying each stretch from the checkpoint before it cost a
  // copy and a freeze of the whole state per checkpoint; the states are the same.
  let work: Draft<DomainState> | null = null;
  const checkpoint = (index: number): DomainState => {
    for (let i = checkpoints.length; i <= index; i++) {
      work ??= castDraft(clone(checkpoints[i - 1] ?? start));
      for (const event of events.slice((i - 1) * every, i * every)) evolveDraft(work, event);
      checkpoints.push(frozenClone<DomainState>(work));
    }
    return checkpoints[index] ?? start;
  };

  const recent = new Map<number, DomainState>();
  const remember = (count: number, state: DomainState): DomainState => {
    recent.delete(count);
    recent.set(count, state);
    const oldest = recent.keys().next();
    if (recent.size > RECENT && !oldest.done) recent.delete(oldest.value);
    return state;
  };

  const compute = (count: number): DomainState => {
    const previous = recent.get(count - 1);
    const event = events[count - 1];
    if (previous !== undefined && event !== undefined) return evolve(previous, event);
    const index = Math.floor(count / every);
    return replay(events.slice(index * every, count), checkpoint(index));
  };

  /**
   * After the last checkpoint the pass goes on to the end of the log and keeps the states of that
   * stretch a replay opens with (issue #33): the end, and the one before it (the last event's change).
   */
  let ended = false;
  const finish = (): void => {
    if (ended) return;
    ended = true;
    const from = total * every;
    const tail = work ?? castDraft(clone(checkpoint(total)));
    work = null; // the pass is over: its copy is not needed
    for (let count = from + 1; count <= events.length; count++) {
      const event = events[count - 1];
      if (event !== undefined) evolveDraft(tail, event);
      if (count >= events.length - 1) remember(count, frozenClone<DomainState>(tail));
    }
  };

  return {
    entries,
    warm(steps) {
      checkpoint(Math.min(total, checkpoints.length - 1 + Math.max(0, Math.floor(steps))));
      if (checkpoints.length > total) finish();
      return total === 0 ? 1 : (checkpoints.length - 1) / total;
    },
    stateAfter(count) {
      const bounded = Math.max(0, Math.min(events.length, Math.floor(count)));
      return recent.get(bounded) ?? remember(bounded, compute(bounded));
    },
  };
};
