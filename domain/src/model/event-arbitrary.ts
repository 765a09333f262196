import fc from "fast-check";
import * as Schema from "effect/Schema";
import { AboutEntry, AboutStyle } from "../course/about";
import { BlockContent } from "../course/block-content";
import { idsToCopy } from "../course/duplicate";
import type { CourseState } from "../course/course-state";
import { NamedRef, type BlockParent, type ItemRef } from "../course/ids";
import { Evaluation } from "../course/structure";
import type { DomainEvent } from "./event";
import { evolve } from "./evolve";
import { schemaPool } from "./schema-pools";
import { getIn, keysOf } from "./sharded";
import { type DomainState, initialState } from "./state";

/**
 * fast-check arbitraries of event logs, test code only. The shape of a log is a list of abstract
 * operations (fast-check generates and shrinks them); each is turned into an event against the state
 * so far, picking existing ids most of the time and unknown ones sometimes. Payloads come from pools
 * generated from the Schemas (see schema-pools.ts).
 */
const pools = {
  content: schemaPool(BlockContent, 400, 11),
  entry: schemaPool(AboutEntry, 200, 12),
  style: schemaPool(AboutStyle, 50, 13),
  ref: schemaPool(Schema.NullOr(NamedRef), 50, 14),
  text: schemaPool(Schema.String, 200, 15),
  evaluation: schemaPool(Evaluation, 100, 16),
};
const at = <T>(pool: ReadonlyArray<T>, n: number): T => pool[n % pool.length] as T;

export type Op = { kind: number; a: number; b: number; c: number; dt: number };
export const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.nat(63),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.nat(1000),
  dt: fc.nat(3000),
});

const COURSES = ["c1", "c2"];
const pick = (keys: ReadonlyArray<string>, n: number): string =>
  keys.length === 0 || n % 11 === 10 ? `ghost${n % 3}` : (keys[n % keys.length] as string);

/** Ids of existing things of a course, for ops to refer to. */
const idsOf = (course: CourseState | undefined) => ({
  modules: course ? Object.keys(course.modules) : [],
  lessons: course ? keysOf(course.lessons) : [],
  tasks: course ? keysOf(course.tasks) : [],
});

const parentOf = (course: CourseState | undefined, op: Op): BlockParent => {
  const { lessons, tasks } = idsOf(course);
  return op.c % 3 === 0 && tasks.length > 0
    ? { _tag: "task", taskID: pick(tasks, op.a) }
    : { _tag: "lesson", lessonID: pick(lessons, op.a) };
};
const blocksIn = (course: CourseState | undefined, parent: BlockParent): string[] => {
  const node = !course
    ? undefined
    : parent._tag === "lesson"
      ? getIn(course.lessons, parent.lessonID)
      : getIn(course.tasks, parent.taskID);
  return node ? [...node.blockOrder] : [];
};
const itemOf = (course: CourseState | undefined, op: Op): ItemRef => {
  const ids = idsOf(course);
  const kind = op.c % 3;
  return kind === 0
    ? { _tag: "module", moduleID: pick(ids.modules, op.a) }
    : kind === 1
      ? { _tag: "lesson", lessonID: pick(ids.lessons, op.a) }
      : { _tag: "task", taskID: pick(ids.tasks, op.a) };
};

/** Ops that turn into undoable user actions (the op kinds 2..33). */
export const userActionArb: fc.Arbitrary<Op> = opArb.map((op) => ({ ...op, kind: 2 + (op.kind % 32) }));

/** Turns an op into an event, given the state so far and a clock and a counter for fresh ids. */
export const toEvent = (state: DomainState, op: Op, clock: number, fresh: string): DomainEvent => {
  const courseID = at(COURSES, op.a % 7 === 6 ? 1 : 0);
  const course = state.courses[courseID];
  const ids = idsOf(course);
  const txt = at(pools.text, op.b);
  switch (op.kind % 48) {
    case 0:
      return { _tag: "CourseCreated", courseID, name: txt, at: clock };
    case 1:
      return { _tag: "SaveRequested", courseID, publish: op.b % 2 === 0, at: clock };
    case 2:
      return { _tag: "ModuleCreated", courseID, moduleID: fresh, moduleName: txt, at: clock };
    case 3:
      return { _tag: "ModuleRenamed", courseID, moduleID: pick(ids.modules, op.b), moduleName: txt, at: clock };
    case 4:
    case 5:
      return {
        _tag: "LessonCreated",
        courseID,
        moduleID: pick(ids.modules, op.c),
        lessonID: fresh,
        lessonName: txt,
        is_trial: op.c % 2 === 0,
        at: clock,
      };
    case 6:
      return { _tag: "LessonRenamed", courseID, lessonID: pick(ids.lessons, op.c), lessonName: txt, at: clock };
    case 7:
      return { _tag: "LessonTrialSet", courseID, lessonID: pick(ids.lessons, op.c), is_trial: op.b % 2 === 0 };
    case 8:
      return { _tag: "TaskCreated", courseID, lessonID: pick(ids.lessons, op.c), taskID: fresh, name: txt, at: clock };
    case 9:
      return { _tag: "TaskRenamed", courseID, taskID: pick(ids.tasks, op.c), name: txt, at: clock };
    case 10:
      return { _tag: "ItemMarkedForDelete", courseID, item: itemOf(course, op) };
    case 11:
      return { _tag: "ItemRestored", courseID, item: itemOf(course, op) };
    case 12:
      return { _tag: "ItemFlushed", courseID, item: itemOf(course, op) };
    case 13:
    case 14:
    case 15: {
      const parent = parentOf(course, op);
      return {
        _tag: "BlockAdded",
        courseID,
        parent,
        afterIndex: (op.b % (blocksIn(course, parent).length + 2)) - 1,
        contentBlockID: fresh,
        content: at(pools.content, op.c),
      };
    }
    case 16:
    case 17: {
      const parent = parentOf(course, op);
      return {
        _tag: "BlockEdited",
        courseID,
        parent,
        contentBlockID: pick(blocksIn(course, parent), op.b),
        content: at(pools.content, op.c),
        at: clock,
      };
    }
    case 18: {
      const parent = parentOf(course, op);
      return { _tag: "BlockDeleted", courseID, parent, contentBlockID: pick(blocksIn(course, parent), op.b) };
    }
    case 19: {
      const parent = parentOf(course, op);
      if (op.dt % 3 === 0) {
        // A drag: into another lesson or task (or the same one), at any position, maybe past the end.
        const to = parentOf(course, { ...op, a: op.b, c: op.c + op.dt });
        return {
          _tag: "BlockPlaced",
          courseID,
          parent,
          contentBlockID: pick(blocksIn(course, parent), op.b),
          to,
          index: op.dt % (blocksIn(course, to).length + 2),
        };
      }
      return {
        _tag: "BlockMoved",
        courseID,
        parent,
        contentBlockID: pick(blocksIn(course, parent), op.b),
        direction: op.c % 2 === 0 ? "up" : "down",
      };
    }
    case 20: {
      const item = itemOf(course, op);
      if (op.dt % 3 === 0) {
        // A drag: a section in the course, a lesson into any section, a task into any lesson.
        const parentID = item._tag === "module" ? null : pick(item._tag === "lesson" ? ids.modules : ids.lessons, op.b);
        return { _tag: "ItemPlaced", courseID, item, parentID, index: op.dt % 4 };
      }
      if (op.dt % 3 === 1 && item._tag !== "module" && course) {
        const copied = idsToCopy(course, item);
        return {
          _tag: "ItemDuplicated",
          courseID,
          item,
          ids: Object.fromEntries(copied.map((id, i) => [id, `${fresh}d${i}`])),
        };
      }
      return { _tag: "ItemMoved", courseID, item, direction: op.b % 2 === 0 ? "up" : "down" };
    }
    case 21:
      return {
        _tag: "AboutTextEdited",
        courseID,
        field: at(["name", "summary", "price", "old_price", "description", "additionalDescription"] as const, op.c),
        value: txt,
        at: clock,
      };
    case 22:
      return {
        _tag: "AboutRefSet",
        courseID,
        field: at(["category", "completionDoc", "practiceType"] as const, op.c),
        value: at(pools.ref, op.b),
      };
    case 23:
      return { _tag: "SchoolSelected", courseID, schoolID: op.b % 3 === 0 ? null : txt };
    case 24:
      return { _tag: "StyleEdited", courseID, style: at(pools.style, op.b) };
    case 25:
      return { _tag: "AdvantageEdited", courseID, index: op.b % 5, description: txt, at: clock };
    case 26:
      return op.c % 2 === 0
        ? { _tag: "AdvantageAdded", courseID, id: null }
        : { _tag: "AdvantageRemoved", courseID, index: op.b % 5 };
    case 27:
    case 28: {
      const entry = at(pools.entry, op.b);
      const existing = course?.lists[entry.list].map((i) => i.id) ?? [];
      const id =
        op.kind % 48 === 27 ? `${fresh}${op.c % 2 === 0 ? "" : "-0000-4000-8000-000000000000"}` : pick(existing, op.c);
      const moved = { ...entry, item: { ...entry.item, id } } as typeof entry;
      return op.kind % 48 === 27
        ? { _tag: "AboutItemCreated", courseID, entry: moved }
        : { _tag: "AboutItemUpdated", courseID, entry: moved, at: clock };
    }
    case 29:
    case 30: {
      const list = at(["teachers", "programs", "results", "consumers", "learns"] as const, op.c);
      const id = pick(course?.lists[list].map((i) => i.id) ?? [], op.b);
      const tag = at(["AboutItemMarkedForDelete", "AboutItemDeleted", "AboutItemRestored"] as const, op.a);
      return { _tag: tag, courseID, list, id };
    }
    case 31:
      return { _tag: "AboutListCleared", courseID, list: at(["results", "consumers", "learns"] as const, op.c) };
    case 32:
      return op.c % 2 === 0
        ? {
            _tag: "SettingsActionSet",
            courseID,
            action: at(
              [
                "accessEnable",
                "commentsEnable",
                "consecutiveAppearance",
                "longreadContent",
                "prohibitReplay",
                "showClassmates",
              ] as const,
              op.b,
            ),
            value: op.c % 4 === 0,
          }
        : { _tag: "PaymentSelected", courseID, id: `pay${op.b % 3}`, selected: op.c % 4 === 1 };
    case 33:
      return {
        _tag: "AccessesEdited",
        courseID,
        available: true,
        accessByEmail: op.c % 2 === 0,
        teachers: [],
        link: txt,
        maxCount: txt,
        isSetMaxCount: op.b % 2 === 0,
      };
    case 34:
    case 35:
      return { _tag: "Undone", courseID };
    case 36:
      return { _tag: "Redone", courseID };
    case 37: {
      const assignments = [
        ...ids.modules
          .filter((_, i) => i % 2 === op.c % 2)
          .map((tempID) => ({ _tag: "module" as const, tempID, id: `${tempID}s` })),
        ...ids.lessons
          .filter((_, i) => i % 2 === op.b % 2)
          .map((tempID) => ({ _tag: "lesson" as const, tempID, id: `${tempID}s` })),
        ...ids.tasks.map((tempID) => ({ _tag: "task" as const, tempID, id: `${tempID}s` })),
        ...ids.lessons
          .slice(0, 1)
          .flatMap((lessonID) =>
            ((course && getIn(course.lessons, lessonID)?.blockOrder) ?? [])
              .slice(0, 2)
              .map((tempID) => ({ _tag: "lessonBlock" as const, lessonID, tempID, id: `${tempID}s` })),
          ),
        ...(op.a % 5 === 0 ? [{ _tag: "course" as const, tempID: courseID, id: `${courseID}s${fresh}` }] : []),
      ];
      return { _tag: "IdsAssigned", courseID, assignments };
    }
    case 38:
      return { _tag: "SaveConfirmed", courseID, at: clock };
    case 39:
      return { _tag: "SaveFailed", courseID, message: txt };
    case 40:
      return { _tag: "CoursePublished", courseID, at: clock };
    case 41: {
      const taskID = pick(ids.tasks, op.b);
      return {
        _tag: "EvaluationsArrived",
        courseID,
        evaluations: [
          {
            taskID,
            contentBlockID: pick(blocksIn(course, { _tag: "task", taskID }), op.c),
            evaluation: at(pools.evaluation, op.a),
          },
        ],
      };
    }
    case 42:
    case 43: {
      const lessonID = pick(ids.lessons, op.b);
      return {
        _tag: "PassageStarted",
        courseID,
        lessonID,
        taskID: op.c % 2 === 0 ? null : pick(ids.tasks, op.c),
        contentBlockID: pick(blocksIn(course, { _tag: "lesson", lessonID }), op.c),
        startedAt: clock,
      };
    }
    case 44:
      return {
        _tag: "TestAnswered",
        courseID,
        lessonID: pick(ids.lessons, op.b),
        taskID: null,
        contentBlockID: `b${op.c % 3}`,
        testPassageID: `tp${op.a % 2}`,
        questionID: `q${op.c % 4}`,
        answerIDList: [`a${op.b % 3}`],
      };
    case 45:
      return { _tag: "LessonStarted", courseID, lessonID: pick(ids.lessons, op.b), date: txt };
    case 46: {
      const lessonID = pick(ids.lessons, op.b);
      return {
        _tag: "BlockCompleted",
        courseID,
        lessonID,
        contentBlockID: pick(blocksIn(course, { _tag: "lesson", lessonID }), op.c),
      };
    }
    default:
      return op.c % 3 === 0
        ? { _tag: "LessonEnded", courseID, lessonID: pick(ids.lessons, op.b), date: txt }
        : op.c % 3 === 1
          ? { _tag: "LessonContinued", lessonID: op.b % 4 === 0 ? null : pick(ids.lessons, op.b) }
          : { _tag: "CoursePassageStarted", courseID, id: txt };
  }
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

/** Both courses created, then a module, two lessons, a task and a few blocks in c1, so most ops land somewhere. */
const PREFIX: ReadonlyArray<Op> = [
  { kind: 0, a: 0, b: 1, c: 0, dt: 0 },
  { kind: 0, a: 6, b: 2, c: 0, dt: 0 },
  { kind: 2, a: 0, b: 3, c: 0, dt: 0 },
  { kind: 4, a: 0, b: 4, c: 0, dt: 0 },
  { kind: 4, a: 0, b: 5, c: 0, dt: 0 },
  { kind: 8, a: 0, b: 6, c: 0, dt: 0 },
  { kind: 13, a: 0, b: 0, c: 1, dt: 0 },
  { kind: 13, a: 0, b: 1, c: 2, dt: 0 },
  { kind: 13, a: 0, b: 2, c: 3, dt: 0 },
  { kind: 13, a: 1, b: 0, c: 4, dt: 0 },
];
export const logArb = (maxLength: number) => fc.array(opArb, { maxLength }).map((ops) => [...PREFIX, ...ops]);
