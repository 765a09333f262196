import type { Envelope } from "./envelope";
import { evolve, replay } from "../model/evolve";
import { initialState, type DomainState } from "../model/state";

/** Every this many entries the timeline keeps the state, so a jump replays at most this many events. */
export const CHECKPOINT_EVERY = 256;
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
 * checkpoint (every `every` entries; each costs a copy of the state): the same function the CLI runs, so every position equals `replay --until` at its seq.
 * A step forward from a recently visited position applies the one event to it (`evolve`), so the two
 * states share every part the event did not touch, as they did in the recorded session.
 */
export const createTimeline = (
  entries: ReadonlyArray<Envelope>,
  start: DomainState = initialState(),
  every: number = CHECKPOINT_EVERY,
): Timeline => {
  const checkpoints: DomainState[] = [start];
  const events = entries.map((entry) => entry.event);

  const checkpoint = (index: number): DomainState => {
    for (let i = checkpoints.length; i <= index; i++) {
      const previous = checkpoints[i - 1] ?? start;
      checkpoints.push(replay(events.slice((i - 1) * every, i * every), previous));
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

  const total = Math.floor(events.length / every);
  return {
    entries,
    warm(steps) {
      checkpoint(Math.min(total, checkpoints.length - 1 + Math.max(0, Math.floor(steps))));
      return total === 0 ? 1 : (checkpoints.length - 1) / total;
    },
    stateAfter(count) {
      const bounded = Math.max(0, Math.min(events.length, Math.floor(count)));
      return recent.get(bounded) ?? remember(bounded, compute(bounded));
    },
  };
};
