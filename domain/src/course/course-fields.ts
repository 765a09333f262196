import { entriesOf, getIn, type Sharded } from "../model/sharded";
import type { CourseState } from "./course-state";
import type { ContentBlock, LessonState, TaskState } from "./structure";

/**
 * A course as fields a person edits one by one (for merging two windows' changes): the about page
 * and settings key by key, each about-list item, each name and trial flag, each block's content.
 * Orders are not fields: adds, moves and deletes merge by replay. A tombstoned item has no fields.
 * Values are compared as canonical JSON (object keys sorted), whatever the objects' key order.
 */
export type Fields = Map<string, string>;

/** The field of one payment method: `settings.payments.{id}`, its value whether it is offered. */
export const PAYMENT = "settings.payments.";
/** The field of one of the settings' switches: `settings.actions.{name}`, its value whether it is on. */
export const ACTION = "settings.actions.";

export const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
};

const live = <T extends { readonly wasDeleted: boolean }>(table: Sharded<T>, id: string): T | undefined => {
  const item = getIn(table, id);
  return item && !item.wasDeleted ? item : undefined;
};

/** The parts of a course one field key stands for (`part`): about parts, items and their blocks. */
export type Part =
  | { readonly _tag: "about"; readonly name: "general" | "additional" | "settings" }
  | { readonly _tag: "style" }
  | { readonly _tag: "school" }
  | { readonly _tag: "lists" }
  | { readonly _tag: "module"; readonly id: string }
  | { readonly _tag: "lesson"; readonly id: string }
  | { readonly _tag: "task"; readonly id: string };

const blockFields = (
  out: Fields,
  blocks: Readonly<Record<string, ContentBlock>>,
  order: ReadonlyArray<string>,
): void => {
  for (const id of order) {
    const block = blocks[id];
    if (block) out.set(`blocks.${id}`, canonical(block.content));
  }
};

const lessonVisible = (course: CourseState, lesson: LessonState): boolean =>
  !lesson.wasDeleted && course.modules[lesson.moduleID]?.wasDeleted === false;
const taskVisible = (course: CourseState, task: TaskState): boolean => {
  const lesson = live(course.lessons, task.lessonID);
  return !task.wasDeleted && lesson !== undefined && lessonVisible(course, lesson);
};

/** The fields of one part of a course (none when the part is tombstoned or absent). */
const partFields = (course: CourseState, part: Part, out: Fields = new Map()): Fields => {
  switch (part._tag) {
    case "about": {
      const record = course[part.name] as Readonly<Record<string, unknown>>;
      for (const [key, value] of Object.entries(record)) {
        // A list of things set one by one gives a field each: two windows setting different ones do not clash.
        if (part.name === "settings" && (key === "payments" || key === "actions")) continue;
        out.set(`${part.name}.${key}`, canonical(value));
      }
      if (part.name === "settings") {
        for (const payment of course.settings.payments) out.set(`${PAYMENT}${payment.id}`, canonical(payment.selected));
        for (const [action, on] of Object.entries(course.settings.actions))
          out.set(`${ACTION}${action}`, canonical(on));
      }
      return out;
    }
    case "style":
      out.set("style", canonical(course.style));
      return out;
    case "school":
      out.set("page.selectedSchoolID", canonical(course.page.selectedSchoolID));
      return out;
    case "lists":
      for (const [list, items] of Object.entries(course.lists))
        for (const item of items) if (item.status !== "removed") out.set(`lists.${list}.${item.id}`, canonical(item));
      return out;
    case "module": {
      const module = course.modules[part.id];
      if (module && !module.wasDeleted) out.set(`modules.${part.id}.moduleName`, canonical(module.moduleName));
      return out;
    }
    case "lesson": {
      const lesson = getIn(course.lessons, part.id);
      if (!lesson || !lessonVisible(course, lesson)) return out;
      out.set(`lessons.${part.id}.lessonName`, canonical(lesson.lessonName));
      out.set(`lessons.${part.id}.is_trial`, canonical(lesson.is_trial));
      blockFields(out, lesson.blocks, lesson.blockOrder);
      return out;
    }
    case "task": {
      const task = getIn(course.tasks, part.id);
      if (!task || !taskVisible(course, task)) return out;
      out.set(`tasks.${part.id}.name`, canonical(task.name));
      blockFields(out, task.blocks, task.blockOrder);
      return out;
    }
    default: {
      const never: never = part;
      return never;
    }
  }
};

const ABOUT: ReadonlyArray<Part> = [
  { _tag: "about", name: "general" },
  { _tag: "about", name: "additional" },
  { _tag: "about", name: "settings" },
  { _tag: "style" },
  { _tag: "school" },
  { _tag: "lists" },
];

/** Every field of a course. */
export const courseFields = (course: CourseState): Fields => {
  const out: Fields = new Map();
  for (const part of ABOUT) partFields(course, part, out);
  for (const id of Object.keys(course.modules)) partFields(course, { _tag: "module", id }, out);
  for (const [id] of entriesOf(course.lessons)) partFields(course, { _tag: "lesson", id }, out);
  for (const [id] of entriesOf(course.tasks)) partFields(course, { _tag: "task", id }, out);
  return out;
};

const changedIds = <T>(before: Sharded<T>, after: Sharded<T>, into: Set<string>): void => {
  if (before === after) return;
  for (const [name, bucket] of Object.entries(after)) {
    const old = before[name];
    if (old === bucket) continue;
    for (const [id, item] of Object.entries(bucket)) if (old?.[id] !== item) into.add(id);
    if (old) for (const id of Object.keys(old)) if (!(id in bucket)) into.add(id);
  }
};

/**
 * The parts one step changed (by reference: the model is immutable, so this costs the change). A
 * module's tombstone changes what its lessons and tasks show, so they count as changed with it.
 */
export const changedParts = (before: CourseState, after: CourseState): Part[] => {
  const parts: Part[] = ABOUT.filter((part) => {
    switch (part._tag) {
      case "about":
        return before[part.name] !== after[part.name];
      case "style":
        return before.style !== after.style;
      case "school":
        return before.page.selectedSchoolID !== after.page.selectedSchoolID;
      default:
        return before.lists !== after.lists;
    }
  });
  const modules = new Set<string>();
  const lessons = new Set<string>();
  const tasks = new Set<string>();
  for (const id of new Set([...Object.keys(before.modules), ...Object.keys(after.modules)]))
    if (before.modules[id] !== after.modules[id]) modules.add(id);
  changedIds(before.lessons, after.lessons, lessons);
  changedIds(before.tasks, after.tasks, tasks);
  for (const [id, lesson] of [...entriesOf(after.lessons)]) if (modules.has(lesson.moduleID)) lessons.add(id);
  for (const [id, task] of [...entriesOf(after.tasks)]) if (lessons.has(task.lessonID)) tasks.add(id);
  return [
    ...parts,
    ...[...modules].map((id): Part => ({ _tag: "module", id })),
    ...[...lessons].map((id): Part => ({ _tag: "lesson", id })),
    ...[...tasks].map((id): Part => ({ _tag: "task", id })),
  ];
};

/**
 * The lessons and tasks whose lists hold any of the given blocks (one pass over the course): a block
 * field is keyed by the block alone, and the block may sit in another part in another window.
 */
export const partsHolding = (course: CourseState, blockIDs: ReadonlySet<string>): Part[] => {
  if (blockIDs.size === 0) return [];
  const parts: Part[] = [];
  for (const [id, lesson] of entriesOf(course.lessons))
    if (lesson.blockOrder.some((b) => blockIDs.has(b))) parts.push({ _tag: "lesson", id });
  for (const [id, task] of entriesOf(course.tasks))
    if (task.blockOrder.some((b) => blockIDs.has(b))) parts.push({ _tag: "task", id });
  return parts;
};

/** The fields whose value differs between two states of a course, among the given parts. */
export const changedFields = (
  before: CourseState,
  after: CourseState,
  parts: ReadonlyArray<Part> = changedParts(before, after),
): Map<string, { before: string | undefined; after: string | undefined }> => {
  // A field is keyed by its item alone (a block by its id), so a block that moved between two of the
  // parts is one field on each side: compared whole, not part by part (where the order of the parts
  // would decide which side's half wins).
  const a: Fields = new Map();
  const b: Fields = new Map();
  for (const part of parts) {
    partFields(before, part, a);
    partFields(after, part, b);
  }
  const out = new Map<string, { before: string | undefined; after: string | undefined }>();
  for (const key of new Set([...a.keys(), ...b.keys()]))
    if (a.get(key) !== b.get(key)) out.set(key, { before: a.get(key), after: b.get(key) });
  return out;
};
