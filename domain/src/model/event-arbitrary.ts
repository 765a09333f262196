import fc from "fast-check";
import type { DomainEvent } from "./event";
import { ground, type Op } from "./event-grounding";
import { fieldAnnotations, kindsOf, sampleOf, TAGS, USER_ACTION_KINDS } from "./event-pools";
import { evolve } from "./evolve";
import { type DomainState, initialState } from "./state";

export type { Op } from "./event-grounding";

/**
 * fast-check arbitraries of event logs, test code only. The shape of a log is a list of abstract
 * operations (fast-check generates and shrinks them): an op's `kind` picks an event of the model's
 * union and its numbers pick a value generated from that event's Schema (event-pools.ts); the value is
 * then grounded against the state so far (event-grounding.ts), picking existing ids most of the time
 * and unknown ones sometimes. A new event of any area is generated with no edit here.
 */
export const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.nat(TAGS.length - 1),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.nat(1000),
  dt: fc.nat(3000),
});

/** Ops that turn into one of the given kinds of event. */
const opOfKinds = (kinds: ReadonlyArray<number>): fc.Arbitrary<Op> =>
  opArb.map((op) => ({ ...op, kind: kinds[op.kind % kinds.length] ?? 0 }));

/** Ops that turn into undoable user actions: the events an author's command makes (event-pools.ts). */
export const userActionArb: fc.Arbitrary<Op> = opOfKinds(USER_ACTION_KINDS);

/** Ops that turn into the given events only. */
export const actionArb = (tags: ReadonlyArray<DomainEvent["_tag"]>): fc.Arbitrary<Op> => opOfKinds(kindsOf(tags));

/** Turns an op into an event, given the state so far and a clock and a counter for fresh ids. */
export const toEvent = (state: DomainState, op: Op, clock: number, fresh: string): DomainEvent => {
  const kind = op.kind % TAGS.length;
  return ground(state, sampleOf(kind, op.b * 7 + op.c), op, clock, fresh, (field) => fieldAnnotations(kind, field));
};

/** Builds a log from ops, one event per op, with the states after each event. */
export const build = (ops: ReadonlyArray<Op>, start: DomainState = initialState()) => {
  let state = start;
  let clock = 1_000_000;
  const events: DomainEvent[] = [];
  const states: DomainState[] = [];
  ops.forEach((op, i) => {
    clock += op.dt;
    const event = toEvent(state, op, clock, `n${i}`);
    state = evolve(state, event);
    events.push(event);
    states.push(state);
  });
  return { events, states, state, clock };
};

const op = (tag: DomainEvent["_tag"], a: number, b: number, c: number): Op => ({
  kind: kindsOf([tag])[0] ?? 0,
  a,
  b,
  c,
  dt: 0,
});
/** Both courses created, then a module, two lessons, a task and a few blocks in c1, so most ops land somewhere. */
const PREFIX: ReadonlyArray<Op> = [
  op("CourseCreated", 0, 1, 0),
  op("CourseCreated", 6, 2, 0),
  op("ModuleCreated", 0, 3, 0),
  op("LessonCreated", 0, 4, 0),
  op("LessonCreated", 0, 5, 0),
  op("TaskCreated", 0, 6, 0),
  op("BlockAdded", 0, 0, 1),
  op("BlockAdded", 0, 1, 2),
  op("BlockAdded", 0, 2, 3),
  op("BlockAdded", 1, 0, 4),
];
export const logArb = (maxLength: number) => fc.array(opArb, { maxLength }).map((ops) => [...PREFIX, ...ops]);
