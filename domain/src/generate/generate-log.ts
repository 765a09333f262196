import type { BlockParent } from "../course/ids";
import { type Envelope, envelope } from "../log/envelope";
import type { DomainEvent } from "../model/event";
import { makeContent, phrase, pickKind } from "./content";
import {
  allLessons,
  liveLessons,
  liveModules,
  liveTasks,
  removeFrom,
  type MBlock,
  type MCourse,
  type MLesson,
  type MModule,
  type MTask,
} from "./mirror";
import { createRng, type Rng } from "./prng";
import { aboutAction } from "./about-steps";
import { passageEvent } from "./passage-steps";
import { loadedCourse, saveEvents } from "./save-steps";

const START_AT = 1_767_225_600_000; // 2026-01-01T00:00:00Z

/** One generator run: a seeded PRNG, a counter for ids, a clock that only moves forward. */
type Gen = { rng: Rng; nextId: number; at: number; courses: MCourse[]; lastText: boolean; emitted: number };

const id = (g: Gen, prefix: string): string => `${prefix}${(g.nextId++).toString(36)}`;

const blockParent = (node: MLesson | MTask, isTask: boolean): BlockParent =>
  isTask ? { _tag: "task", taskID: node.id } : { _tag: "lesson", lessonID: node.id };

/** A block action on a random lesson or task of the course. */
const blockAction = (g: Gen, c: MCourse): DomainEvent | undefined => {
  const { rng } = g;
  const isTask = rng.chance(0.3) && liveTasks(c).length > 0;
  const node = isTask ? rng.pick(liveTasks(c)) : rng.pick(liveLessons(c));
  if (!node) return undefined;
  const parent = blockParent(node, isTask);
  const block = rng.pick(node.blocks);
  const roll = rng.next();
  if (!block || (roll < 0.45 && node.blocks.length < 25)) {
    const kind = pickKind(rng);
    const fresh: MBlock = { id: id(g, "tb"), kind };
    const afterIndex = rng.int(-1, node.blocks.length - 1);
    node.blocks.splice(afterIndex + 1, 0, fresh);
    c.pending.push(
      isTask
        ? { kind: "taskBlock", parent: node as MTask, node: fresh }
        : { kind: "lessonBlock", parent: node as MLesson, node: fresh },
    );
    return {
      _tag: "BlockAdded",
      courseID: c.id,
      parent,
      afterIndex,
      contentBlockID: fresh.id,
      content: makeContent(rng, kind, fresh.id),
    };
  }
  if (roll < 0.8) {
    g.lastText = true;
    return {
      _tag: "BlockEdited",
      courseID: c.id,
      parent,
      contentBlockID: block.id,
      content: makeContent(rng, block.kind, block.id),
      at: g.at,
    };
  }
  if (roll < 0.93) {
    const index = node.blocks.indexOf(block);
    const direction = rng.chance(0.5) ? "up" : "down";
    const target = direction === "up" ? index - 1 : index + 1;
    const other = node.blocks[target];
    if (!other) return undefined;
    node.blocks[target] = block;
    node.blocks[index] = other;
    return { _tag: "BlockMoved", courseID: c.id, parent, contentBlockID: block.id, direction };
  }
  removeFrom(node.blocks, block);
  c.pending = c.pending.filter((p) => p.node !== block);
  return { _tag: "BlockDeleted", courseID: c.id, parent, contentBlockID: block.id };
};

/** Swaps two neighbours in the mirror's list, answering the direction, or undefined at an end. */
const swap = <T>(g: Gen, list: T[], node: T): "up" | "down" | undefined => {
  const index = list.indexOf(node);
  const direction = g.rng.chance(0.5) ? "up" : "down";
  const target = direction === "up" ? index - 1 : index + 1;
  const other = list[target];
  if (index < 0 || other === undefined) return undefined;
  list[target] = node;
  list[index] = other;
  return direction;
};

/** Moving a section in the course, or a lesson in its section, up or down. */
const moveAction = (g: Gen, c: MCourse, module: MModule): DomainEvent | undefined => {
  const lesson = g.rng.pick(module.lessons);
  if (lesson && g.rng.chance(0.7)) {
    const direction = swap(g, module.lessons, lesson);
    return direction && { _tag: "ItemMoved", courseID: c.id, item: { _tag: "lesson", lessonID: lesson.id }, direction };
  }
  const direction = swap(g, c.modules, module);
  return direction && { _tag: "ItemMoved", courseID: c.id, item: { _tag: "module", moduleID: module.id }, direction };
};

/** Creating, renaming, moving, deleting, restoring and flushing modules, lessons and tasks. */
const structureAction = (g: Gen, c: MCourse): DomainEvent | undefined => {
  const { rng } = g;
  const roll = rng.next();
  const module = rng.pick(liveModules(c));
  const lesson = rng.pick(liveLessons(c));
  if (!module || (roll < 0.12 && c.modules.length < 8)) {
    const node = { id: id(g, "tm"), deleted: false, lessons: [] };
    c.modules.push(node);
    c.pending.push({ kind: "module", node });
    return { _tag: "ModuleCreated", courseID: c.id, moduleID: node.id, moduleName: phrase(rng, 1, 3), at: g.at };
  }
  if (!lesson || (roll < 0.35 && module.lessons.length < 8)) {
    const node: MLesson = { id: id(g, "tl"), deleted: false, blocks: [], tasks: [] };
    module.lessons.push(node);
    c.pending.push({ kind: "lesson", node });
    return {
      _tag: "LessonCreated",
      courseID: c.id,
      moduleID: module.id,
      lessonID: node.id,
      lessonName: phrase(rng, 1, 4),
      is_trial: rng.chance(0.1),
      at: g.at,
    };
  }
  if (roll < 0.5 && lesson.tasks.length < 3) {
    const node: MTask = { id: id(g, "tt"), deleted: false, blocks: [] };
    lesson.tasks.push(node);
    c.pending.push({ kind: "task", node });
    return {
      _tag: "TaskCreated",
      courseID: c.id,
      lessonID: lesson.id,
      taskID: node.id,
      name: phrase(rng, 1, 3),
      at: g.at,
    };
  }
  if (roll < 0.56) {
    const moved = moveAction(g, c, module);
    if (moved) return moved;
  }
  if (roll < 0.7) {
    g.lastText = true;
    return rng.chance(0.5)
      ? { _tag: "LessonRenamed", courseID: c.id, lessonID: lesson.id, lessonName: phrase(rng, 1, 4), at: g.at }
      : { _tag: "ModuleRenamed", courseID: c.id, moduleID: module.id, moduleName: phrase(rng, 1, 3), at: g.at };
  }
  const deleted = [
    ...c.modules
      .filter((m) => m.deleted)
      .map((m) => ({ _tag: "module" as const, moduleID: m.id, node: m, list: c.modules as unknown[] })),
    ...allLessons(c)
      .filter((l) => l.deleted)
      .map((l) => ({
        _tag: "lesson" as const,
        lessonID: l.id,
        node: l,
        list: c.modules.find((m) => m.lessons.includes(l))?.lessons as unknown[],
      })),
  ];
  const tomb = rng.pick(deleted);
  if (tomb && roll < 0.8) {
    const { node, list, ...item } = tomb;
    if (rng.chance(0.5)) {
      node.deleted = false;
      return { _tag: "ItemRestored", courseID: c.id, item };
    }
    removeFrom(list, node);
    c.pending = c.pending.filter((p) => p.node !== node);
    return { _tag: "ItemFlushed", courseID: c.id, item };
  }
  if (rng.chance(0.5) && liveLessons(c).length > 3) {
    lesson.deleted = true;
    return { _tag: "ItemMarkedForDelete", courseID: c.id, item: { _tag: "lesson", lessonID: lesson.id } };
  }
  const task = rng.pick(liveTasks(c));
  if (!task) return undefined;
  task.deleted = true;
  return { _tag: "ItemMarkedForDelete", courseID: c.id, item: { _tag: "task", taskID: task.id } };
};

const step = (g: Gen, emit: (event: DomainEvent) => void): void => {
  const { rng } = g;
  g.lastText = false;
  if (g.courses.length < 2 + Math.floor(g.emitted / 4000) && g.courses.length < 40) {
    const course: MCourse = { id: id(g, "tc"), saved: false, modules: [], pending: [], items: {} };
    g.courses.push(course);
    emit({ _tag: "CourseCreated", courseID: course.id, name: phrase(rng, 2, 4), at: g.at });
    return;
  }
  const c = rng.chance(0.7) ? g.courses[g.courses.length - 1] : rng.pick(g.courses);
  if (!c) return;
  const roll = rng.next();
  if (c.saved && roll < 0.2) {
    const event = passageEvent(rng, c, g.at);
    if (event) emit(event);
    return;
  }
  if (roll < 0.22 && (c.pending.length > 40 || rng.chance(0.1))) {
    for (const event of saveEvents(c, (prefix) => id(g, prefix), g.at)) emit(event);
    return;
  }
  let event: DomainEvent | undefined;
  if (roll < 0.35) {
    const about = aboutAction(rng, c, g.at, () => id(g, "i"));
    event = about?.event;
    g.lastText = about?.text ?? false;
  } else if (roll < 0.55 || liveLessons(c).length === 0) event = structureAction(g, c);
  else event = blockAction(g, c) ?? structureAction(g, c);
  if (!event) return;
  emit(event);
  if (!rng.chance(0.05)) return;
  emit({ _tag: "Undone", courseID: c.id });
  if (!g.lastText || rng.chance(0.5)) emit({ _tag: "Redone", courseID: c.id });
};

/**
 * A realistic synthetic log of `count` events, a pure function of the seed: several courses authored,
 * blocks moved, items deleted, restored and flushed, undo and redo, saves with server ids, students
 * passing lessons and evaluations arriving.
 */
export const generateLog = (count: number, seed: number): Envelope[] => {
  const g: Gen = { rng: createRng(seed), nextId: 1, at: START_AT, courses: [], lastText: false, emitted: 0 };
  const out: Envelope[] = [];
  const emit = (event: DomainEvent): void => {
    if (out.length < count) out.push(envelope(out.length + 1, g.at, event));
    g.emitted = out.length;
  };
  if (count > 0) {
    const loaded = loadedCourse(g.rng, "course-demo", (prefix) => id(g, prefix));
    g.courses.push(loaded.course);
    emit(loaded.event);
  }
  while (out.length < count) {
    g.at += g.rng.int(150, 4000);
    step(g, emit);
  }
  return out;
};
