import fc from "fast-check";
import { castDraft } from "immer";
import { describe, expect, it } from "vitest";
import { emptyCourseBody, type CourseBody } from "../api/course-content";
import { patchedBody } from "../course-history/patched-body";
import { applyPatch, PatchRefused } from "./apply-patch";
import { bodyPatch } from "./body-patch";
import type { ContentPatch } from "./content-patch";
import type { LessonSnapshot, ModuleSnapshot, TaskSnapshot } from "./course-snapshot";
import { resolveOrders } from "./resolve-orders";
import type { ContentBlock } from "./structure";

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends ReadonlyArray<infer U> ? Mutable<U>[] : T[K] };
type Body = Mutable<CourseBody>;

const block = (id: string): ContentBlock => ({
  contentBlockID: id,
  status: "none",
  evaluation: null,
  content: { _tag: "text", text: id },
});
const task = (id: string, blocks: number): TaskSnapshot => ({
  taskID: id,
  name: id,
  taskContent: Array.from({ length: blocks }, (_, i) => block(`${id}b${i}`)),
});
const lesson = (id: string, blocks: number, tasks: number): LessonSnapshot => ({
  lessonID: id,
  lessonName: id,
  lessonContent: Array.from({ length: blocks }, (_, i) => block(`${id}b${i}`)),
  tasks: Array.from({ length: tasks }, (_, i) => task(`${id}t${i}`, 3)),
  is_trial: false,
  isEndedByUser: false,
  status: "not_started",
  statistics: null,
});
const module = (id: string, lessons: number): ModuleSnapshot => ({
  moduleID: id,
  moduleName: id,
  lessons: Array.from({ length: lessons }, (_, i) => lesson(`${id}l${i}`, 12, 5)),
});

/** Five sections of five lessons, each of twelve blocks and five tasks: long enough orders for a change to be shorter. */
const start: CourseBody = {
  ...emptyCourseBody("1", "Курс"),
  moduleList: Array.from({ length: 5 }, (_, i) => module(`m${i}`, 5)),
};

/** The ids of a body's tree, and each container's blocks: what a patch must carry over. */
const shape = (body: CourseBody) =>
  body.moduleList.map((m) => [
    m.moduleID,
    m.lessons.map((l) => [
      l.lessonID,
      l.lessonContent.map((b) => b.contentBlockID),
      l.tasks.map((t) => [t.taskID, t.taskContent.map((b) => b.contentBlockID)]),
    ]),
  ]);

const copy = (body: CourseBody): Body => JSON.parse(JSON.stringify(body)) as Body;
const pick = <T>(list: T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length]);
const take = <T>(list: T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list.splice(n % list.length, 1)[0];
const put = <T>(list: T[], n: number, item: T): void => {
  list.splice(n % (list.length + 1), 0, item);
};

/** An author's small change: a block, task, lesson or section moved (also to another parent), added or deleted. */
const mutationArb = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.nat(), fc.nat(), fc.nat(), fc.nat());
type Mutation = [number, number, number, number, number];

const mutate = (body: Body, [kind, a, b, c, d]: Mutation, fresh: () => string): void => {
  const modules = body.moduleList;
  const lessons = modules.flatMap((m) => m.lessons);
  const containers: ContentBlock[][] = lessons.flatMap((l) => [l.lessonContent, ...l.tasks.map((t) => t.taskContent)]);
  const taskLists = lessons.map((l) => l.tasks);
  const lessonLists = modules.map((m) => m.lessons);
  const moveIn = <T>(lists: T[][]): void => {
    const from = pick(lists, a);
    const to = pick(lists, c);
    if (from === undefined || to === undefined) return;
    const item = take(from, b);
    if (item !== undefined) put(to, d, item);
  };
  if (kind === 0 || kind === 1) moveIn(containers);
  else if (kind === 2) moveIn(taskLists);
  else if (kind === 3) moveIn(lessonLists);
  else if (kind === 4) moveIn([modules]);
  else if (kind === 5) {
    const list = pick(containers, a);
    if (list) put(list, b, block(fresh()));
  } else if (kind === 6) {
    const list = pick(containers, a);
    if (list) take(list, b);
  } else if (kind === 7) {
    const list = pick(lessonLists, a);
    if (list) put(list, b, lesson(fresh(), 2, 1));
  } else if (kind === 8) take(pick(lessonLists, a) ?? [], b);
  else take(pick(taskLists, a) ?? [], b);
};

const applied = (from: CourseBody, patch: ContentPatch): CourseBody => {
  const body = copy(from);
  applyPatch((_, id) => id, "1", castDraft(body), patch);
  return body;
};

describe("order changes in a save (issue #29), applied by the server and by the history", () => {
  it("for any few moves, adds and deletes: the patch, applied to the course before, gives the course after", () => {
    fc.assert(
      fc.property(fc.array(mutationArb, { minLength: 1, maxLength: 4 }), (mutations) => {
        const to = copy(start);
        let n = 0;
        for (const m of mutations) mutate(to, m, () => `n${n++}`);
        const patch = bodyPatch(start, to);
        expect(shape(patchedBody(start, patch))).toEqual(shape(to));
        expect(shape(applied(start, patch))).toEqual(shape(to));
      }),
      { numRuns: 150 },
    );
  });

  it("sends changes, not orders, for one move of each kind", () => {
    const to = copy(start);
    mutate(to, [3, 0, 1, 2, 3], () => "new");
    const patch = bodyPatch(start, to);
    expect(patch.modules).toEqual([
      { moduleID: "m0", moduleName: "m0", lessonOrderOps: { removed: ["m0l1"] } },
      { moduleID: "m2", moduleName: "m2", lessonOrderOps: { placed: [{ id: "m0l1", after: "m2l2" }] } },
    ]);
    expect(patch.moduleOrder ?? patch.moduleOrderOps).toBeUndefined();
  });

  it("refuses a change that names an id the order lacks, or a place after one (the server's 422), and says where", () => {
    const refusal = (patch: ContentPatch): PatchRefused | undefined => {
      try {
        applied(start, patch);
      } catch (error) {
        if (error instanceof PatchRefused) return error;
        throw error;
      }
      return undefined;
    };
    const lessonPatch = { lessonID: "m0l0", lessonName: "m0l0", is_trial: false };
    expect(
      refusal({
        modules: [],
        lessons: [{ ...lessonPatch, content: { orderOps: { placed: [{ id: "m0l0b1", after: "nope" }] }, blocks: [] } }],
        tasks: [],
      }),
    ).toMatchObject({ field: "lessons.m0l0", reason: "Недопустимая позиция" });
    expect(
      refusal({
        modules: [],
        lessons: [{ ...lessonPatch, content: { orderOps: { removed: ["nope"] }, blocks: [] } }],
        tasks: [],
      }),
    ).toMatchObject({ field: "lessons.m0l0", reason: "Блок не найден" });
    expect(
      refusal({
        modules: [],
        lessons: [{ ...lessonPatch, content: { orderOps: { placed: [{ id: "nope", after: null }] }, blocks: [] } }],
        tasks: [],
      }),
    ).toMatchObject({ field: "lessons.m0l0", reason: "Блок не найден" });
    expect(
      refusal({ moduleOrderOps: { placed: [{ id: "m1", after: "m9" }] }, modules: [], lessons: [], tasks: [] }),
    ).toMatchObject({ field: "moduleOrder", reason: "Недопустимая позиция" });
    expect(
      refusal({
        modules: [{ moduleID: "m0", moduleName: "m0", lessonOrder: [], lessonOrderOps: { removed: ["m0l0"] } }],
        lessons: [],
        tasks: [],
      }),
    ).toMatchObject({ field: "modules.m0" });
    // The history's description of a save does not refuse: that order stays as it is.
    const bad: ContentPatch = { moduleOrderOps: { removed: ["m9"] }, modules: [], lessons: [], tasks: [] };
    expect(resolveOrders(start, bad, () => undefined)).toEqual({ modules: [], lessons: [], tasks: [] });
    expect(shape(patchedBody(start, bad))).toEqual(shape(start));
  });
});
