import type { CourseState } from "../course/course-state";
import type { BlockParent, ItemRef } from "../course/ids";
import type { DomainEvent } from "../model/event";
import { invariantProblems } from "../model/invariants";
import { rememberedPerBucket, rememberedWith } from "../model/remembered";
import { getIn } from "../model/sharded";
import type { DomainState } from "../model/state";

/**
 * The invariants QA relies on (issue #21), each with a code for machines and a Russian message for
 * people. Most are checked on an event against the state before it: `evolve` ignores an event that
 * does not apply (a rename of a lesson that does not exist, a second lesson with an existing id), so
 * the state after it alone cannot tell. Orders are checked on the state after the event.
 */
export type InvariantCode =
  | "missing-reference"
  | "duplicate-id"
  | "order-not-permutation"
  | "passage-unknown-block"
  | "evaluation-unknown-submission"
  | "seq-gap"
  | "state-structure";

export type Violation = { readonly code: InvariantCode; readonly message: string };

const v = (code: InvariantCode, message: string): Violation => ({ code, message });

/**
 * A gap in `seq` (issue #33): entries between two were lost (cut out by hand, a broken copy). A log
 * that wrapped or reloaded has none: its snapshot takes the seq of the last entry it stands for.
 */
export const seqGapViolations = (previousSeq: number | null, seq: number): Violation[] =>
  previousSeq === null || seq === previousSeq + 1
    ? []
    : [
        v(
          "seq-gap",
          seq - previousSeq === 2
            ? `перед ней нет записи seq ${previousSeq + 1}: номера seq идут без пропусков`
            : `перед ней нет записей seq ${previousSeq + 1}–${seq - 1}: номера seq идут без пропусков`,
        ),
      ];

type Node = { readonly blockOrder: ReadonlyArray<string>; readonly blocks: Readonly<Record<string, unknown>> };

const parentNode = (course: CourseState, parent: BlockParent): Node | undefined =>
  parent._tag === "lesson" ? getIn(course.lessons, parent.lessonID) : getIn(course.tasks, parent.taskID);

const parentName = (parent: BlockParent): string =>
  parent._tag === "lesson" ? `урок ${parent.lessonID}` : `задание ${parent.taskID}`;

const itemExists = (course: CourseState, item: ItemRef): boolean =>
  item._tag === "module"
    ? course.modules[item.moduleID] !== undefined
    : item._tag === "lesson"
      ? getIn(course.lessons, item.lessonID) !== undefined
      : getIn(course.tasks, item.taskID) !== undefined;

const itemName = (item: ItemRef): string =>
  item._tag === "module"
    ? `раздел ${item.moduleID}`
    : item._tag === "lesson"
      ? `урок ${item.lessonID}`
      : `задание ${item.taskID}`;

const missing = (what: string, courseID: string): Violation =>
  v("missing-reference", `${what} не существует в курсе ${courseID}`);

/** A block the event names in its parent: both must exist. */
const blockRef = (course: CourseState, parent: BlockParent, blockID: string): Violation[] => {
  const node = parentNode(course, parent);
  if (node === undefined) return [missing(parentName(parent), course.courseID)];
  return node.blocks[blockID] === undefined
    ? [missing(`блок ${blockID} (${parentName(parent)})`, course.courseID)]
    : [];
};

type PassageRef = { courseID: string; lessonID: string; taskID: string | null; contentBlockID: string };

/** A passage record names a block of a lesson (or of a task of that lesson) of a course in the model. */
const passageRef = (state: DomainState, ref: PassageRef): Violation[] => {
  const course = state.courses[ref.courseID];
  const where = ref.taskID === null ? `урок ${ref.lessonID}` : `задание ${ref.taskID} урока ${ref.lessonID}`;
  const bad = v(
    "passage-unknown-block",
    `запись прохождения называет блок ${ref.contentBlockID} (${where}), которого нет в курсе ${ref.courseID}`,
  );
  if (course === undefined) return [bad];
  const lesson = getIn(course.lessons, ref.lessonID);
  if (lesson === undefined) return [bad];
  if (ref.taskID === null) return lesson.blocks[ref.contentBlockID] === undefined ? [bad] : [];
  const task = getIn(course.tasks, ref.taskID);
  return task === undefined || task.lessonID !== ref.lessonID || task.blocks[ref.contentBlockID] === undefined
    ? [bad]
    : [];
};

const lessonRef = (state: DomainState, courseID: string, lessonID: string): Violation[] => {
  const course = state.courses[courseID];
  if (course === undefined) return [missing("курс", courseID)];
  return getIn(course.lessons, lessonID) === undefined ? [missing(`урок ${lessonID}`, courseID)] : [];
};

/** What the event names that does not exist, or creates that exists already (the state before it). */
export const eventViolations = (before: DomainState, event: DomainEvent): Violation[] => {
  switch (event._tag) {
    case "CourseCreated":
      return before.courses[event.courseID] === undefined
        ? []
        : [v("duplicate-id", `курс ${event.courseID} уже существует`)];
    case "PassageStarted":
    case "TestAnswered":
    case "AnswerDrafted":
    case "AnswerDraftCleared":
      return passageRef(before, event);
    case "BlockCompleted":
      return passageRef(before, { ...event, taskID: null });
    case "LessonStarted":
    case "LessonEnded":
      return lessonRef(before, event.courseID, event.lessonID);
    case "EvaluationsArrived": {
      const course = before.courses[event.courseID];
      if (course === undefined) return [missing("курс", event.courseID)];
      return event.evaluations.flatMap(({ taskID, contentBlockID }) =>
        getIn(course.tasks, taskID)?.blocks[contentBlockID] === undefined
          ? [
              v(
                "evaluation-unknown-submission",
                `оценка называет ответ на блок ${contentBlockID} задания ${taskID}, которого нет в курсе ${event.courseID}`,
              ),
            ]
          : [],
      );
    }
    default:
      break;
  }
  if (!isStructural(event)) return [];
  const course = before.courses[event.courseID];
  if (course === undefined) return [missing("курс", event.courseID)];
  return structuralViolations(course, event);
};

type Structural = Extract<
  DomainEvent,
  {
    _tag:
      | "ModuleCreated"
      | "ModuleRenamed"
      | "LessonCreated"
      | "LessonRenamed"
      | "LessonTrialSet"
      | "TaskCreated"
      | "TaskRenamed"
      | "ItemMarkedForDelete"
      | "ItemRestored"
      | "ItemFlushed"
      | "ItemMoved"
      | "ItemPlaced"
      | "ItemDuplicated"
      | "BlockAdded"
      | "BlockEdited"
      | "BlockDeleted"
      | "BlockMoved"
      | "BlockPlaced";
  }
>;
const STRUCTURAL = new Set<string>([
  "ModuleCreated",
  "ModuleRenamed",
  "LessonCreated",
  "LessonRenamed",
  "LessonTrialSet",
  "TaskCreated",
  "TaskRenamed",
  "ItemMarkedForDelete",
  "ItemRestored",
  "ItemFlushed",
  "ItemMoved",
  "ItemPlaced",
  "ItemDuplicated",
  "BlockAdded",
  "BlockEdited",
  "BlockDeleted",
  "BlockMoved",
  "BlockPlaced",
]);
const isStructural = (event: DomainEvent): event is Structural => STRUCTURAL.has(event._tag);

const structuralViolations = (course: CourseState, event: Structural): Violation[] => {
  const c = course.courseID;
  switch (event._tag) {
    case "ModuleCreated":
      return course.modules[event.moduleID] === undefined
        ? []
        : [v("duplicate-id", `раздел ${event.moduleID} уже существует в курсе ${c}`)];
    case "ModuleRenamed":
      return course.modules[event.moduleID] === undefined ? [missing(`раздел ${event.moduleID}`, c)] : [];
    case "LessonCreated":
      if (course.modules[event.moduleID] === undefined) return [missing(`раздел ${event.moduleID}`, c)];
      return getIn(course.lessons, event.lessonID) === undefined
        ? []
        : [v("duplicate-id", `урок ${event.lessonID} уже существует в курсе ${c}`)];
    case "LessonRenamed":
    case "LessonTrialSet":
      return getIn(course.lessons, event.lessonID) === undefined ? [missing(`урок ${event.lessonID}`, c)] : [];
    case "TaskCreated":
      if (getIn(course.lessons, event.lessonID) === undefined) return [missing(`урок ${event.lessonID}`, c)];
      return getIn(course.tasks, event.taskID) === undefined
        ? []
        : [v("duplicate-id", `задание ${event.taskID} уже существует в курсе ${c}`)];
    case "TaskRenamed":
      return getIn(course.tasks, event.taskID) === undefined ? [missing(`задание ${event.taskID}`, c)] : [];
    case "ItemMarkedForDelete":
    case "ItemRestored":
    case "ItemFlushed":
    case "ItemMoved":
      return itemExists(course, event.item) ? [] : [missing(itemName(event.item), c)];
    case "BlockAdded": {
      const node = parentNode(course, event.parent);
      if (node === undefined) return [missing(parentName(event.parent), c)];
      return node.blocks[event.contentBlockID] === undefined
        ? []
        : [v("duplicate-id", `блок ${event.contentBlockID} уже существует (${parentName(event.parent)})`)];
    }
    case "BlockEdited":
    case "BlockDeleted":
    case "BlockMoved":
      return blockRef(course, event.parent, event.contentBlockID);
    case "BlockPlaced": {
      const source = blockRef(course, event.parent, event.contentBlockID);
      if (source.length > 0) return source;
      return parentNode(course, event.to) === undefined ? [missing(parentName(event.to), c)] : [];
    }
    case "ItemPlaced": {
      if (!itemExists(course, event.item)) return [missing(itemName(event.item), c)];
      const parentID = event.parentID;
      if (event.item._tag === "lesson" && (parentID === null || course.modules[parentID] === undefined))
        return [missing(`раздел ${parentID ?? "—"}`, c)];
      if (event.item._tag === "task" && (parentID === null || getIn(course.lessons, parentID) === undefined))
        return [missing(`урок ${parentID ?? "—"}`, c)];
      return [];
    }
    case "ItemDuplicated": {
      if (!itemExists(course, event.item)) return [missing(itemName(event.item), c)];
      const sourceID =
        event.item._tag === "module"
          ? event.item.moduleID
          : event.item._tag === "lesson"
            ? event.item.lessonID
            : event.item.taskID;
      const copyID = event.ids[sourceID];
      const copy: ItemRef | null =
        copyID === undefined
          ? null
          : event.item._tag === "module"
            ? { _tag: "module", moduleID: copyID }
            : event.item._tag === "lesson"
              ? { _tag: "lesson", lessonID: copyID }
              : { _tag: "task", taskID: copyID };
      return copy !== null && itemExists(course, copy)
        ? [v("duplicate-id", `${itemName(copy)} уже существует в курсе ${c}`)]
        : [];
    }
    default: {
      const never: never = event;
      return never;
    }
  }
};

/** A lesson's or task's block order against its blocks, remembered per node object (model/remembered.ts). */
const blockPermutation = rememberedWith((node: Node, courseID: string, kind: string, id: string): Violation[] =>
  permutation(`блоки ${kind} ${id}, курс ${courseID}`, node.blockOrder, Object.keys(node.blocks)),
);

/** Whether `order` holds each of `children` exactly once and nothing else (`children` may repeat). */
const isPermutation = (order: ReadonlyArray<string>, children: ReadonlyArray<string>): boolean => {
  if (order.length <= 16 && children.length <= 16) {
    // Short lists (most sections and lessons) without allocating sets: every id of `order` is
    // unique and a child, and `children` has as many distinct ids.
    let distinct = 0;
    for (let i = 0; i < children.length; i++) if (children.indexOf(children[i] ?? "") === i) distinct += 1;
    if (distinct !== order.length) return false;
    for (let i = 0; i < order.length; i++) {
      const id = order[i] ?? "";
      if (order.indexOf(id) !== i || !children.includes(id)) return false;
    }
    return true;
  }
  const seen = new Set(order);
  const keys = new Set(children);
  return seen.size === order.length && order.length === keys.size && order.every((id) => keys.has(id));
};

/** `order` holds each of `children` exactly once and nothing else. */
const permutation = (where: string, order: ReadonlyArray<string>, children: ReadonlyArray<string>): Violation[] =>
  isPermutation(order, children)
    ? []
    : [v("order-not-permutation", `порядок (${where}) не перестановка его элементов`)];

type Lessons = CourseState["lessons"];
type Tasks = CourseState["tasks"];

/** The block orders of one bucket of lessons or tasks (`kind`: урока, задания). */
const bucketBlockOrders = (bucket: Readonly<Record<string, Node>>, kind: string, courseID: string): Violation[] => {
  const out: Violation[] = [];
  for (const id in bucket) {
    const node = bucket[id];
    if (node !== undefined) out.push(...blockPermutation(node, courseID, kind, id));
  }
  return out;
};
/** Remembered per bucket (model/remembered.ts), one for lessons and one for tasks. */
const lessonBlockOrders = rememberedPerBucket(bucketBlockOrders);
const taskBlockOrders = rememberedPerBucket(bucketBlockOrders);

/** Each item's ids grouped by its parent's id (lessons by section, tasks by lesson), in the record's order. */
const childrenBy = <T>(items: Readonly<Record<string, Readonly<Record<string, T>>>>, parentOf: (item: T) => string) => {
  const children = new Map<string, string[]>();
  for (const bucket of Object.values(items))
    for (const [id, item] of Object.entries(bucket)) {
      const parent = parentOf(item);
      const list = children.get(parent);
      if (list === undefined) children.set(parent, [id]);
      else list.push(id);
    }
  return children;
};
const lessonsBySection = rememberedWith((lessons: Lessons) => childrenBy(lessons, (lesson) => lesson.moduleID));
const tasksByLesson = rememberedWith((tasks: Tasks) => childrenBy(tasks, (task) => task.lessonID));

/** Each section's lesson order against the lessons that say they are in it. */
const sectionOrders = rememberedWith((modules: CourseState["modules"], courseID: string, lessons: Lessons) => {
  const bySection = lessonsBySection(lessons);
  return Object.entries(modules).flatMap(([id, module]) =>
    permutation(`уроки раздела ${id}, курс ${courseID}`, module.lessonOrder, bySection.get(id) ?? []),
  );
});

/** Each lesson's task order against the tasks that say they are in it (one bucket of lessons). */
const taskOrders = rememberedPerBucket((bucket: Lessons[string], courseID: string, tasks: Tasks) => {
  const byLesson = tasksByLesson(tasks);
  return Object.entries(bucket).flatMap(([id, lesson]) =>
    permutation(`задания урока ${id}, курс ${courseID}`, lesson.taskOrder, byLesson.get(id) ?? []),
  );
});

/**
 * Orders of one course: sections, lessons per section, tasks per lesson, blocks per lesson and task.
 * Each part is remembered per bucket (model/remembered.ts): an event that changed one lesson costs
 * that lesson's bucket and lookups of the others.
 */
export const orderViolations = (course: CourseState): Violation[] => {
  const id = course.courseID;
  const out: Violation[] = [...permutation(`разделы, курс ${id}`, course.moduleOrder, Object.keys(course.modules))];
  out.push(...lessonBlockOrders(id, course.lessons, "урока", id).flat());
  out.push(...taskBlockOrders(id, course.tasks, "задания", id).flat());
  out.push(...sectionOrders(course.modules, id, course.lessons));
  out.push(...taskOrders(id, course.lessons, id, course.tasks).flat());
  return out;
};

/** A course's orders, remembered per course object: an event that left the course alone finds them (issue #33). */
const rememberedOrders = rememberedWith(orderViolations);

/**
 * What is wrong with a state (or the part of it an event can affect): orders first, then the rest of the
 * model's invariants. The model's invariants include every order (unique positions, no dangling ids, each
 * lesson in its section's order and each task in its lesson's), so a state they find sound has sound
 * orders: the orders are looked at only when something is wrong (issue #33: half the work per event).
 */
export const stateViolations = (state: DomainState): Violation[] => {
  const problems = invariantProblems(state);
  if (problems.length === 0) return [];
  const orders = Object.values(state.courses).flatMap(rememberedOrders);
  if (orders.length > 0) return orders;
  return problems.map((problem) => v("state-structure", `нарушена структура модели: ${problem}`));
};
