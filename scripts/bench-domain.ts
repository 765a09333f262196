/**
 * `npm run bench:domain` (not a test). Prints:
 * - replay of a generated 100,000-event log: events/s, and its cost relative to JSON.parse of the file;
 * - p95 time to apply one event (one `produce`) to a course of 30,000 blocks.
 */
import * as Result from "effect/Result";
import { bigCourseSnapshot } from "@app/domain/generate/big-course";
import { generateLog } from "@app/domain/generate/generate-log";
import { createRng } from "@app/domain/generate/prng";
import { decodeLog } from "@app/domain/log/decode-log";
import { serializeLog } from "@app/domain/log/stable-json";
import type { DomainEvent } from "@app/domain/model/event";
import { evolve, replay } from "@app/domain/model/evolve";
import { initialState } from "@app/domain/model/state";
import { lessonOf } from "@app/domain/course/course-query";

const EVENTS = Number(process.env["BENCH_EVENTS"] ?? 100_000);
const ROUNDS = 5;

const time = <T>(f: () => T): [T, number] => {
  const start = performance.now();
  const value = f();
  return [value, performance.now() - start];
};
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (x: number): string => `${x.toFixed(1)} ms`;

const replayBench = (): void => {
  const text = serializeLog(generateLog(EVENTS, 42));
  const parse: number[] = [];
  const decode: number[] = [];
  const evolveOnly: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const [json, tParse] = time(() => JSON.parse(text) as unknown);
    const [decoded, tDecode] = time(() => decodeLog(json));
    if (Result.isFailure(decoded)) throw new Error("generated log does not decode");
    const events = decoded.success.map((e) => e.event);
    const [, tReplay] = time(() => replay(events, initialState()));
    parse.push(tParse);
    decode.push(tDecode);
    evolveOnly.push(tReplay);
  }
  const [p, d, r] = [median(parse), median(decode), median(evolveOnly)];
  const best = (xs: number[]) => Math.min(...xs);
  console.log(`log: ${EVENTS} events, ${(text.length / 1e6).toFixed(1)} MB (median of ${ROUNDS} rounds)`);
  console.log(`  JSON.parse            ${ms(p)}`);
  console.log(`  decode (Schema)       ${ms(d)}`);
  console.log(`  evolve (replay)      ${ms(r)}  → ${Math.round(EVENTS / (r / 1000)).toLocaleString("en")} events/s`);
  console.log(
    `  replay = decode + evolve: ${ms(d + r)}  → ${Math.round(EVENTS / ((d + r) / 1000)).toLocaleString("en")} events/s`,
  );
  console.log(
    `  ratio to JSON.parse: evolve ${(r / p).toFixed(2)}×, decode + evolve ${((d + r) / p).toFixed(2)}× (goal ≤ 3×)`,
  );
  console.log(
    `  best rounds: parse ${ms(best(parse))}, decode ${ms(best(decode))}, evolve ${ms(best(evolveOnly))} → decode + evolve ${((best(decode) + best(evolveOnly)) / best(parse)).toFixed(2)}× parse`,
  );
};

const singleEventBench = (): void => {
  let state = replay([{ _tag: "CourseLoaded", course: bigCourseSnapshot() }], initialState());
  const rng = createRng(7);
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  let at = 1_000_000;
  for (let i = 0; i < 3000; i++) {
    const m = rng.int(0, 19);
    const l = rng.int(0, 14);
    const lessonID = `m${m}l${l}`;
    const course = state.courses["big"];
    const lesson = course && lessonOf(course, lessonID);
    const blockID = rng.pick(lesson?.blockOrder ?? []) ?? "none";
    const parent = { _tag: "lesson" as const, lessonID };
    at += 2000;
    const kind = i % 6;
    const event: DomainEvent =
      kind === 0
        ? {
            _tag: "BlockEdited",
            courseID: "big",
            parent,
            contentBlockID: blockID,
            content: { _tag: "text", text: `правка ${i}` },
            at,
          }
        : kind === 1
          ? {
              _tag: "BlockMoved",
              courseID: "big",
              parent,
              contentBlockID: blockID,
              direction: rng.chance(0.5) ? "up" : "down",
            }
          : kind === 2
            ? {
                _tag: "BlockAdded",
                courseID: "big",
                parent,
                afterIndex: rng.int(-1, 50),
                contentBlockID: `new${i}`,
                content: { _tag: "text", text: "новый" },
              }
            : kind === 3
              ? { _tag: "LessonRenamed", courseID: "big", lessonID, lessonName: `Урок ${i}`, at }
              : kind === 4
                ? { _tag: "Undone", courseID: "big" }
                : {
                    _tag: "PassageStarted",
                    courseID: "big",
                    lessonID,
                    taskID: null,
                    contentBlockID: blockID,
                    startedAt: at,
                  };
    const cpuBefore = process.cpuUsage();
    const [next, t] = time(() => evolve(state, event));
    const cpu = process.cpuUsage(cpuBefore);
    state = next;
    if (i >= 500) {
      samples.push(t);
      cpuSamples.push((cpu.user + cpu.system) / 1000);
    }
  }
  const show = (xs: number[]) => {
    xs.sort((a, b) => a - b);
    const p = (q: number) => (xs[Math.floor(xs.length * q)] ?? 0).toFixed(3);
    return `p50 ${p(0.5)} ms, p95 ${p(0.95)} ms (goal ≤ 1 ms), p99 ${p(0.99)} ms`;
  };
  console.log(`one event on a course of 30,000 blocks (${samples.length} samples, one produce each):`);
  console.log(`  wall clock:       ${show(samples)}`);
  console.log(`  process CPU time: ${show(cpuSamples)}  (excludes time the OS gave to other processes)`);
};

// The single-event figures first, on a fresh heap: the replay rounds leave a lot for the GC.
singleEventBench();
replayBench();
