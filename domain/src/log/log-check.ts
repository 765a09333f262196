import type { CourseState } from "../course/course-state";
import type { BlockParent, ItemRef } from "../course/ids";
import type { DomainEvent } from "../model/event";
import { invariantProblems } from "../model/invariants";
import { entriesOf, getIn } from "../model/sharded";
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

/** A lesson's or task's block order against its blocks, remembered per node object (states are immutable). */
const blockOrders = new WeakMap<Node, { readonly where: string; readonly violations: Violation[] }>();
const blockPermutation = (where: string, node: Node): Violation[] => {
  const known = blockOrders.get(node);
  if (known !== undefined && known.where === where) return known.violations;
  const violations = permutation(where, node.blockOrder, Object.keys(node.blocks));
  blockOrders.set(node, { where, violations });
  return violations;
};

/** `order` holds each of `children` exactly once and nothing else. */
const permutation = (where: string, order: ReadonlyArray<string>, children: ReadonlyArray<string>): Violation[] => {
  const seen = new Set(order);
  const keys = new Set(children);
  const ok = seen.size === order.length && order.length === keys.size && order.every((id) => keys.has(id));
  return ok ? [] : [v("order-not-permutation", `порядок (${where}) не перестановка его элементов`)];
};

/** Orders of one course: sections, lessons per section, tasks per lesson, blocks per lesson and task. */
export const orderViolations = (course: CourseState): Violation[] => {
  const c = `курс ${course.courseID}`;
  const lessonsBySection = new Map<string, string[]>();
  const tasksByLesson = new Map<string, string[]>();
  const out: Violation[] = [...permutation(`разделы, ${c}`, course.moduleOrder, Object.keys(course.modules))];
  for (const [id, lesson] of entriesOf(course.lessons)) {
    lessonsBySection.set(lesson.moduleID, [...(lessonsBySection.get(lesson.moduleID) ?? []), id]);
    out.push(...blockPermutation(`блоки урока ${id}, ${c}`, lesson));
  }
  for (const [id, task] of entriesOf(course.tasks)) {
    tasksByLesson.set(task.lessonID, [...(tasksByLesson.get(task.lessonID) ?? []), id]);
    out.push(...blockPermutation(`блоки задания ${id}, ${c}`, task));
  }
  for (const [id, module] of Object.entries(course.modules))
    out.push(...permutation(`уроки раздела ${id}, ${c}`, module.lessonOrder, lessonsBySection.get(id) ?? []));
  for (const [id, lesson] of entriesOf(course.lessons))
    out.push(...permutation(`задания урока ${id}, ${c}`, lesson.taskOrder, tasksByLesson.get(id) ?? []));
  return out;
};

/** A course's orders, remembered per course object: an event that left the course alone finds them (issue #33). */
const courseOrders = new WeakMap<CourseState, Violation[]>();
const rememberedOrders = (course: CourseState): Violation[] => {
  const known = courseOrders.get(course);
  if (known !== undefined) return known;
  const violations = orderViolations(course);
  courseOrders.set(course, violations);
  return violations;
};

/** What is wrong with a state (or the part of it an event can affect): orders first, then the rest of the model's invariants. */
export const stateViolations = (state: DomainState): Violation[] => {
  const orders = Object.values(state.courses).flatMap(rememberedOrders);
  if (orders.length > 0) return orders;
  return invariantProblems(state).map((problem) => v("state-structure", `нарушена структура модели: ${problem}`));
};
