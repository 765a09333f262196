import fc from "fast-check";
import * as Result from "effect/Result";
import { decide } from "../model/decide";
import type { DomainEvent } from "../model/event";
import { toEvent, userActionArb, type Op } from "../model/event-arbitrary";
import { evolve } from "../model/evolve";
import type { DomainState } from "../model/state";
import { courseFields } from "./course-fields";
import { commandOf } from "./rebase";
import { toSnapshot } from "./snapshot-convert";

/** Test support: two authors' windows editing course c1 (rebase.test.ts, keep-mine.test.ts). */

/** An author's ops (the user actions: the course tree, the about page, settings) on course c1. */
export const authorOps = fc.array(
  userActionArb.map((op) => ({ ...op, a: op.a - (op.a % 7 === 6 ? 1 : 0) })),
  { maxLength: 25 },
);

/** Events an author's window makes from `start`: each op's command, kept when decide accepts it, with ids of this window. */
export const windowEvents = (
  start: DomainState,
  ops: ReadonlyArray<Op>,
  prefix: string,
): { events: DomainEvent[]; state: DomainState } => {
  let state = start;
  const events: DomainEvent[] = [];
  ops.forEach((op, i) => {
    const command = commandOf(toEvent(state, op, 2_000_000 + i * 1000, `${prefix}${i}`));
    if (command === null || !("courseID" in command) || command.courseID !== "c1") return;
    const decided = decide(state, command);
    if (Result.isFailure(decided)) return;
    for (const event of decided.success) {
      state = evolve(state, event);
      events.push(event);
    }
  });
  return { events, state };
};

/**
 * The other window's course as this window gets it back from the server: saved, so what it deleted
 * is gone, not tombstoned (course-session.ts mergeWithServer loads the server's copy the same way).
 */
export const throughServer = (base: DomainState, window: DomainState): DomainState => {
  const course = window.courses["c1"];
  return course ? evolve(base, { _tag: "CourseLoaded", course: toSnapshot(course) }) : base;
};

export const fieldsOf = (state: DomainState) => {
  const course = state.courses["c1"];
  return course ? courseFields(course) : new Map<string, string>();
};
