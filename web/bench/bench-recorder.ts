/**
 * `npm run bench:recorder` (not a test): what the QA recorder (issue #9) adds to each domain event.
 * The recorder is `EventLog.append` (web/src/lib/model/event-log.ts): redact personal data, wrap in
 * the envelope, write into the ring. Measured on a realistic generated log of 100,000 events, against
 * what the same events cost the model (one `produce` each, as `dispatch` applies a user action), and
 * on the largest single event there is: loading a course of 30,000 blocks.
 */
import { bigCourseSnapshot } from "@app/domain/generate/big-course";
import { generateLog } from "@app/domain/generate/generate-log";
import { redactEvent } from "@app/domain/log/redact";
import type { DomainEvent } from "@app/domain/model/event";
import { evolve } from "@app/domain/model/evolve";
import { initialState } from "@app/domain/model/state";
import { createEventLog } from "../src/lib/model/event-log";

const EVENTS = 100_000;
const ROUNDS = 7;
const median = (xs: ReadonlyArray<number>): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const time = (f: () => void): number => {
  const start = performance.now();
  f();
  return performance.now() - start;
};
const us = (ms: number, n: number): string => `${((ms * 1000) / n).toFixed(3)} µs`;

const events: ReadonlyArray<DomainEvent> = generateLog(EVENTS, 42).map((entry) => entry.event);

// The recorder as the app runs it: one append per dispatched batch (here, one event each), in a ring
// smaller than the log, so the ring also overwrites (the steady state of a long session).
const recorderRounds: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const log = createEventLog(50_000);
  let at = 1_767_225_600_000;
  recorderRounds.push(time(() => events.forEach((event) => log.append([event], (at += 50)))));
}

const redactRounds: number[] = [];
for (let round = 0; round < ROUNDS; round++)
  redactRounds.push(time(() => events.forEach((event) => redactEvent(event))));

// What the same events cost the model, one produce each (the dispatch of a user action).
let state = initialState();
const evolveTime = time(() => events.forEach((event) => (state = evolve(state, event))));

const recorder = median(recorderRounds);
console.log(`recorder on ${EVENTS.toLocaleString("en")} generated events (median of ${ROUNDS} rounds):`);
console.log(`  append (redact + envelope + ring): ${us(recorder, EVENTS)} per event (goal < 100 µs)`);
console.log(`  of which redaction:                 ${us(median(redactRounds), EVENTS)} per event`);
console.log(
  `  the model's own apply (produce):    ${us(evolveTime, EVENTS)} per event → the recorder adds ${((recorder / evolveTime) * 100).toFixed(1)} %`,
);

const loaded: DomainEvent = { _tag: "CourseLoaded", course: bigCourseSnapshot() };
const loadRounds: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const log = createEventLog(10);
  loadRounds.push(time(() => log.append([loaded], 0)));
}
console.log(`one CourseLoaded of 30,000 blocks (every string searched): ${median(loadRounds).toFixed(2)} ms`);
