import type { AboutListName } from "../course/about";
import { BlockContent } from "../course/block-content";
import type { CourseState } from "../course/course-state";
import { idsToCopy } from "../course/duplicate";
import { AUTHORED, NEW_ID, type BlockParent, type ItemRef } from "../course/ids";
import type { IdAssignment } from "../course/server-events";
import type { DomainEvent } from "./event";
import { schemaPool } from "./schema-pools";
import { getIn, keysOf } from "./sharded";
import type { DomainState } from "./state";

/**
 * Test code only. A generated event (event-pools.ts) names made-up ids; grounding points them at
 * what the state so far holds, by the field's name, so that most events apply: an existing id most of
 * the time and an unknown one sometimes, a fresh id where the Schema says the event creates the thing
 * (`NewId`). A field with no rule here keeps its Schema-generated value.
 */
export type Op = { kind: number; a: number; b: number; c: number; dt: number };

export const COURSES = ["c1", "c2"];
const at = <T>(list: ReadonlyArray<T>, n: number): T => list[n % list.length] as T;
export const pick = (keys: ReadonlyArray<string>, n: number): string =>
  keys.length === 0 || n % 11 === 10 ? `ghost${n % 3}` : (keys[n % keys.length] as string);

const idsOf = (course: CourseState | undefined) => ({
  modules: course ? Object.keys(course.modules) : [],
  lessons: course ? keysOf(course.lessons) : [],
  tasks: course ? keysOf(course.tasks) : [],
});

export const parentOf = (course: CourseState | undefined, op: Op): BlockParent => {
  const { lessons, tasks } = idsOf(course);
  return op.c % 3 === 0 && tasks.length > 0
    ? { _tag: "task", taskID: pick(tasks, op.a) }
    : { _tag: "lesson", lessonID: pick(lessons, op.a) };
};
const containerOf = (course: CourseState | undefined, parent: BlockParent) =>
  !course
    ? undefined
    : parent._tag === "lesson"
      ? getIn(course.lessons, parent.lessonID)
      : getIn(course.tasks, parent.taskID);
export const blocksIn = (course: CourseState | undefined, parent: BlockParent): string[] => [
  ...(containerOf(course, parent)?.blockOrder ?? []),
];
const itemOf = (course: CourseState | undefined, op: Op): ItemRef => {
  const ids = idsOf(course);
  const kind = op.c % 3;
  return kind === 0
    ? { _tag: "module", moduleID: pick(ids.modules, op.a) }
    : kind === 1
      ? { _tag: "lesson", lessonID: pick(ids.lessons, op.a) }
      : { _tag: "task", taskID: pick(ids.tasks, op.a) };
};

/** Server ids for some of a course's temporary ones (and its blocks', and sometimes the course's own). */
const assignmentsOf = (course: CourseState | undefined, op: Op, courseID: string, fresh: string): IdAssignment[] => {
  const ids = idsOf(course);
  return [
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
};

type Fields = Record<string, unknown>;
type Context = {
  readonly course: CourseState | undefined;
  readonly op: Op;
  readonly clock: number;
  readonly fresh: string;
  /** Whether the Schema marks this field as the id of a thing the event creates. */
  readonly creates: boolean;
  /** The event so far: fields are grounded in the order of RULES, so later ones read earlier ones. */
  readonly event: Fields;
};

const str = (value: unknown): string => (typeof value === "string" ? value : "");
/** The lesson or task whose blocks the event is about: its `parent`, else its task, else its lesson. */
const containerOfEvent = (event: Fields): BlockParent =>
  typeof event["parent"] === "object" && event["parent"] !== null
    ? (event["parent"] as BlockParent)
    : typeof event["taskID"] === "string"
      ? { _tag: "task", taskID: event["taskID"] }
      : { _tag: "lesson", lessonID: str(event["lessonID"]) };
const existingOr = (value: unknown, then: () => string): unknown => (value === null ? null : then());

/** Block contents by kind, generated from the Schema. */
const CONTENTS = new Map<string, BlockContent[]>();
for (const content of schemaPool(BlockContent, 400, 11))
  CONTENTS.set(content._tag, [...(CONTENTS.get(content._tag) ?? []), content]);

/**
 * An edit keeps its block's kind (the editor of a block edits its own kind): a content of another
 * kind for an existing block is swapped for one of the block's kind.
 */
const sameKind = (x: Context, content: BlockContent): BlockContent => {
  const node = containerOf(x.course, containerOfEvent(x.event));
  const kind = node?.blocks[str(x.event["contentBlockID"])]?.content._tag;
  const pool = kind === undefined || kind === content._tag ? undefined : CONTENTS.get(kind);
  return pool === undefined || pool.length === 0 ? content : (pool[x.op.c % pool.length] ?? content);
};

/** Field name → its grounded value. The order matters: a block's container before the block. */
const RULES: ReadonlyArray<readonly [string, (value: unknown, x: Context) => unknown]> = [
  ["at", (_, x) => x.clock],
  ["startedAt", (_, x) => x.clock],
  ["moduleID", (v, x) => (x.creates ? x.fresh : pick(idsOf(x.course).modules, x.op.b))],
  ["lessonID", (v, x) => (x.creates ? x.fresh : existingOr(v, () => pick(idsOf(x.course).lessons, x.op.c)))],
  ["taskID", (v, x) => (x.creates ? x.fresh : existingOr(v, () => pick(idsOf(x.course).tasks, x.op.c)))],
  ["item", (_, x) => itemOf(x.course, x.op)],
  ["parent", (_, x) => parentOf(x.course, x.op)],
  ["to", (_, x) => parentOf(x.course, { ...x.op, a: x.op.b, c: x.op.c + x.op.dt })],
  ["contentBlockID", (_, x) => (x.creates ? x.fresh : pick(blocksIn(x.course, containerOfEvent(x.event)), x.op.b))],
  ["content", (v, x) => (x.creates ? v : sameKind(x, v as BlockContent))],
  ["afterIndex", (_, x) => (x.op.b % (blocksIn(x.course, containerOfEvent(x.event)).length + 2)) - 1],
  [
    "index",
    (_, x) =>
      x.event["to"] !== undefined
        ? x.op.dt % (blocksIn(x.course, x.event["to"] as BlockParent).length + 2)
        : x.op.dt % (x.event["item"] !== undefined ? 4 : 5),
  ],
  [
    "parentID",
    (_, x) => {
      const item = x.event["item"] as ItemRef;
      const ids = idsOf(x.course);
      return item._tag === "module" ? null : pick(item._tag === "lesson" ? ids.modules : ids.lessons, x.op.b);
    },
  ],
  [
    "ids",
    (_, x) =>
      x.course
        ? Object.fromEntries(idsToCopy(x.course, x.event["item"] as ItemRef).map((id, i) => [id, `${x.fresh}d${i}`]))
        : {},
  ],
  [
    "entry",
    (v, x) => {
      const entry = v as { list: AboutListName; item: { id: string } };
      const existing = x.course?.lists[entry.list].map((i) => i.id) ?? [];
      const id = x.creates
        ? `${x.fresh}${x.op.c % 2 === 0 ? "" : "-0000-4000-8000-000000000000"}`
        : pick(existing, x.op.c);
      return { ...entry, item: { ...entry.item, id } };
    },
  ],
  [
    "id",
    (v, x) =>
      typeof x.event["list"] === "string"
        ? pick(x.course?.lists[x.event["list"] as AboutListName].map((i) => i.id) ?? [], x.op.b)
        : v,
  ],
  ["assignments", (_, x) => assignmentsOf(x.course, x.op, str(x.event["courseID"]), x.fresh)],
  [
    "evaluations",
    (v, x) =>
      (v as ReadonlyArray<{ evaluation: unknown }>).slice(0, 1).map(({ evaluation }) => {
        const taskID = pick(idsOf(x.course).tasks, x.op.b);
        return { taskID, contentBlockID: pick(blocksIn(x.course, { _tag: "task", taskID }), x.op.c), evaluation };
      }),
  ],
];

/**
 * The generated event with its ids pointed at the state (see above). A field annotated `AUTHORED`
 * takes the value an author's command gives it (course/ids.ts).
 */
export const ground = (
  state: DomainState,
  sample: DomainEvent,
  op: Op,
  clock: number,
  fresh: string,
  annotations: (field: string) => Readonly<Record<string, unknown>>,
): DomainEvent => {
  const event: Fields = { ...sample };
  if ("courseID" in event) event["courseID"] = at(COURSES, op.a % 7 === 6 ? 1 : 0);
  const course = state.courses[str(event["courseID"])];
  for (const [field, rule] of RULES)
    if (field in event) {
      const creates = annotations(field)[NEW_ID] === true;
      event[field] = rule(event[field], { course, op, clock, fresh, creates, event });
    }
  for (const field of Object.keys(event)) {
    const authored = annotations(field);
    if (AUTHORED in authored) event[field] = authored[AUTHORED];
  }
  return event as unknown as DomainEvent;
};
