import { newCourse } from "@app/domain/course/defaults";
import { toSnapshot } from "@app/domain/course/snapshot-convert";
import type { ContentBlock } from "@app/domain/course/structure";
import { createRng } from "@app/domain/generate/prng";
import type { DomainEvent } from "@app/domain/model/event";
import { evolve, replay } from "@app/domain/model/evolve";
import { initialState } from "@app/domain/model/state";
const block = (id: string): ContentBlock => ({ contentBlockID: id, status: "none", evaluation: null, content: { _tag: "text", text: `Текст блока ${id}` } });
const moduleList = Array.from({ length: 20 }, (_, m) => ({ moduleID: `m${m}`, moduleName: `Раздел ${m}`, lessons: Array.from({ length: 15 }, (_, l) => ({ lessonID: `m${m}l${l}`, lessonName: `Урок ${l}`, lessonContent: Array.from({ length: 100 }, (_, b) => block(`m${m}l${l}b${b}`)), tasks: [], is_trial: false, isEndedByUser: false, status: "not_started" as const, statistics: null })) }));
let state = replay([{ _tag: "CourseLoaded", course: { ...toSnapshot(newCourse("big", "Большой курс", false)), moduleList } }], initialState());
const rng = createRng(7);
const by: Record<string, number[]> = {};
let at = 1_000_000;
for (let i = 0; i < 3000; i++) {
  const lessonID = `m${rng.int(0, 19)}l${rng.int(0, 14)}`;
  const blockID = rng.pick(state.courses["big"]?.lessons[lessonID]?.blockOrder ?? []) ?? "none";
  const parent = { _tag: "lesson" as const, lessonID };
  at += 2000;
  const kind = i % 6;
  const event: DomainEvent = kind === 0 ? { _tag: "BlockEdited", courseID: "big", parent, contentBlockID: blockID, content: { _tag: "text", text: `правка ${i}` }, at }
    : kind === 1 ? { _tag: "BlockMoved", courseID: "big", parent, contentBlockID: blockID, direction: rng.chance(0.5) ? "up" : "down" }
    : kind === 2 ? { _tag: "BlockAdded", courseID: "big", parent, afterIndex: rng.int(-1, 50), contentBlockID: `new${i}`, content: { _tag: "text", text: "новый" } }
    : kind === 3 ? { _tag: "LessonRenamed", courseID: "big", lessonID, lessonName: `Урок ${i}`, at }
    : kind === 4 ? { _tag: "Undone", courseID: "big" } : { _tag: "PassageStarted", courseID: "big", lessonID, taskID: null, contentBlockID: blockID, startedAt: at };
  const t = performance.now();
  state = evolve(state, event);
  const d = performance.now() - t;
  if (i >= 500) (by[event._tag] ??= []).push(d);
}
for (const [k, v] of Object.entries(by)) { v.sort((a, b) => a - b); console.log(k, "p50", v[v.length >> 1]?.toFixed(3), "p95", v[Math.floor(v.length * 0.95)]?.toFixed(3), "max", v[v.length - 1]?.toFixed(2)); }
console.log("undo depth", state.history["big"]?.undo.length);
import { produce } from "immer";
{
  const xs: number[] = [];
  let s = state;
  for (let i = 0; i < 2000; i++) { const t = performance.now(); s = produce(s, (d) => { d.passage.continuedLessonID = `x${i}`; }); xs.push(performance.now() - t); }
  xs.sort((a, b) => a - b); console.log("trivial produce p50", xs[1000]?.toFixed(3), "p95", xs[1900]?.toFixed(3));
  const ys: number[] = [];
  for (let i = 0; i < 2000; i++) { const t = performance.now(); s = produce(s, (d) => { const l = d.courses["big"]!.lessons["m1l1"]!; l.lessonName = `n${i}`; }); ys.push(performance.now() - t); }
  ys.sort((a, b) => a - b); console.log("lesson rename produce p50", ys[1000]?.toFixed(3), "p95", ys[1900]?.toFixed(3));
  const zs: number[] = [];
  for (let i = 0; i < 2000; i++) { const t = performance.now(); s = produce(s, (d) => { const l = d.courses["big"]!.lessons["m1l1"]!; l.blocks["m1l1b5"]!.status = i % 2 ? "none" : "accepted"; }); zs.push(performance.now() - t); }
  zs.sort((a, b) => a - b); console.log("block status produce p50", zs[1000]?.toFixed(3), "p95", zs[1900]?.toFixed(3));
}
