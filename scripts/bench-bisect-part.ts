/**
 * The `--bisect` half of `npm run bench:replay` (issue #21): on a generated log with one planted
 * event, the time to find it by bisecting the timeline (O(log n) probes from 32 checkpoints) beside
 * a linear scan that applies one event at a time and tests the predicate after each, as `--check`
 * walks a log. Both run in this process on the same decoded entries; median of `rounds`.
 */
import { bisectLog, valueAtPath } from "@app/domain/log/bisect";
import { envelope, type Envelope } from "@app/domain/log/envelope";
import { evolve } from "@app/domain/model/evolve";
import { modelView } from "@app/domain/model/model-view";
import { initialState, type DomainState } from "@app/domain/model/state";

const holds = (state: DomainState): boolean => valueAtPath(modelView(state), "courses.planted.courseID") === undefined;

/** The log with a course nobody created planted at `index`, seqs renumbered. */
export const plantBadEvent = (log: ReadonlyArray<Envelope>, index: number): Envelope[] => {
  const planted = envelope(0, 0, { _tag: "CourseCreated", courseID: "planted", name: "Чужой", at: 0 });
  return [...log.slice(0, index), planted, ...log.slice(index)].map((entry, i) => ({ ...entry, seq: i + 1 }));
};

const linearScan = (log: ReadonlyArray<Envelope>): number => {
  let state = initialState();
  for (const [index, entry] of log.entries()) {
    state = evolve(state, entry.event);
    if (!holds(state)) return index;
  }
  return -1;
};

const median = (xs: ReadonlyArray<number>): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export const benchBisect = (log: ReadonlyArray<Envelope>, rounds: number): string[] => {
  const index = Math.floor(log.length * 0.73);
  const planted = plantBadEvent(log, index);
  const times = { bisect: [] as number[], linear: [] as number[] };
  let probes = 0;
  for (let round = 0; round < rounds; round++) {
    let start = performance.now();
    const found = bisectLog(planted, holds);
    times.bisect.push(performance.now() - start);
    if (found._tag !== "TurnsFalse" || found.index !== index) throw new Error("bisect missed the planted event");
    probes = found.probes;
    start = performance.now();
    if (linearScan(planted) !== index) throw new Error("the linear scan missed the planted event");
    times.linear.push(performance.now() - start);
  }
  const [bisect, linear] = [median(times.bisect), median(times.linear)];
  return [
    `--bisect on ${planted.length} events, bad event planted at entry ${index + 1}; median of ${rounds}, in process`,
    `  bisect (32 checkpoints, ${probes} probes)         ${(bisect / 1000).toFixed(2)} s`,
    `  linear scan (evolve + predicate per event)  ${(linear / 1000).toFixed(2)} s  → bisect ${(linear / bisect).toFixed(1)}× faster`,
  ];
};
