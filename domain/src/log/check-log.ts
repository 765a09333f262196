import type { DomainEvent } from "../model/event";
import { evolve } from "../model/evolve";
import { initialState, type DomainState } from "../model/state";
import type { Envelope } from "./envelope";
import { eventViolations, seqGapViolations, stateViolations, type Violation } from "./log-check";

/** The first entry of a log that breaks an invariant: where, which entry, and what broke. */
export type BadEntry = {
  readonly index: number;
  readonly entry: Envelope;
  readonly violations: ReadonlyArray<Violation>;
};

/** The part of the state an event can break: its course (when it names one) and the passage. */
export const scopeOf = (state: DomainState, event: DomainEvent): DomainState => {
  if (!("courseID" in event) || event._tag === "IdsAssigned") return state;
  const course = state.courses[event.courseID];
  const history = state.history[event.courseID];
  return {
    courses: course ? { [event.courseID]: course } : {},
    history: history ? { [event.courseID]: history } : {},
    passage: state.passage,
  };
};

/** What one event breaks: what it names against the state before it, then the state after it. */
export const violationsOf = (before: DomainState, after: DomainState, event: DomainEvent): Violation[] => {
  const named = eventViolations(before, event);
  return named.length > 0 ? named : stateViolations(scopeOf(after, event));
};

export type CheckResult = { readonly state: DomainState; readonly bad: BadEntry | null };

/**
 * The one invariant engine (issue #33): `--check`, `--bisect invariants` and the QA panel's mark all
 * call this. It applies the log one event at a time and stops at the first entry that breaks an
 * invariant: a gap in seq before it, what it names against the state before it, the state after it.
 */
export const checkLog = (entries: ReadonlyArray<Envelope>, start: DomainState = initialState()): CheckResult => {
  let state = start;
  let previousSeq: number | null = null;
  for (const [index, entry] of entries.entries()) {
    const gap = seqGapViolations(previousSeq, entry.seq);
    if (gap.length > 0) return { state, bad: { index, entry, violations: gap } };
    const after = evolve(state, entry.event);
    const violations = violationsOf(state, after, entry.event);
    if (violations.length > 0) return { state, bad: { index, entry, violations } };
    state = after;
    previousSeq = entry.seq;
  }
  return { state, bad: null };
};

/** The first bad entry in one Russian sentence, named by its seq (`Запись seq 7 (LessonRenamed) нарушает инвариант: ...`). */
export const describeBadEntry = (bad: BadEntry): string =>
  `Запись seq ${bad.entry.seq} (${bad.entry.event._tag}) нарушает инвариант: ` +
  bad.violations
    .slice(0, 3)
    .map((violation) => violation.message)
    .join("; ") +
  (bad.violations.length > 3 ? ` и ещё нарушений: ${bad.violations.length - 3}.` : ".");

/** The same for machines: one line of JSON after a fixed prefix. */
export const badEntryLine = (bad: BadEntry): string =>
  `invariant-violation ${JSON.stringify({
    seq: bad.entry.seq,
    index: bad.index,
    event: bad.entry.event._tag,
    invariant: bad.violations[0]?.code ?? "state-structure",
  })}`;
