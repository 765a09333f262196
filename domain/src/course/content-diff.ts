import { getIn, type Sharded } from "../model/sharded";
import type { BlocksPatch, ContentPatch, LessonPatch, ModulePatch, TaskPatch } from "./content-patch";
import type { CourseState } from "./course-state";
import { orderChange } from "./order-ops";
import type { ContentBlock, LessonState, TaskState } from "./structure";

type Ids = ReadonlyArray<string>;

/** An order that changed, as the patch sends it (domain/src/course/order-ops.ts): its change, or the whole order when shorter. */
const blockOrder = (before: Ids, after: Ids): Pick<BlocksPatch, "order" | "orderOps"> => {
  const change = orderChange(before, after);
  return change === undefined ? {} : "ops" in change ? { orderOps: change.ops } : { order: change.order };
};
const lessonOrder = (before: Ids, after: Ids): Pick<ModulePatch, "lessonOrder" | "lessonOrderOps"> => {
  const change = orderChange(before, after);
  return change === undefined ? {} : "ops" in change ? { lessonOrderOps: change.ops } : { lessonOrder: change.order };
};
const taskOrder = (before: Ids, after: Ids): Pick<LessonPatch, "taskOrder" | "taskOrderOps"> => {
  const change = orderChange(before, after);
  return change === undefined ? {} : "ops" in change ? { taskOrderOps: change.ops } : { taskOrder: change.order };
};
const moduleOrder = (before: Ids, after: Ids): Pick<ContentPatch, "moduleOrder" | "moduleOrderOps"> => {
  const change = orderChange(before, after);
  return change === undefined ? {} : "ops" in change ? { moduleOrderOps: change.ops } : { moduleOrder: change.order };
};

const live = <T extends { readonly wasDeleted: boolean }>(table: Sharded<T>, id: string): T | undefined => {
  const item = getIn(table, id);
  return item && !item.wasDeleted ? item : undefined;
};

/**
 * A lesson the saved body holds: live, in a live section. One in a tombstoned section is not in the
 * body, though not tombstoned itself: moved out of it, it goes to the server whole.
 */
const savedLesson = (course: CourseState, lessonID: string): LessonState | undefined => {
  const lesson = live(course.lessons, lessonID);
  return lesson && course.modules[lesson.moduleID]?.wasDeleted === false ? lesson : undefined;
};

/**
 * A task the saved body holds: live, in a saved lesson. A task dragged out of a lesson marked for
 * delete was sent without its blocks, as if the server still had them, and they were lost.
 */
const savedTask = (course: CourseState, taskID: string): TaskState | undefined => {
  const task = live(course.tasks, taskID);
  return task && savedLesson(course, task.lessonID) ? task : undefined;
};

const visibleLessons = (course: CourseState, moduleID: string): string[] =>
  (course.modules[moduleID]?.lessonOrder ?? []).filter((id) => live(course.lessons, id) !== undefined);
const visibleTasks = (course: CourseState, lesson: LessonState): string[] =>
  lesson.taskOrder.filter((id) => live(course.tasks, id) !== undefined);
const visibleModules = (course: CourseState): string[] =>
  course.moduleOrder.filter((id) => course.modules[id] !== undefined && !course.modules[id].wasDeleted);

const allBlocks = (order: ReadonlyArray<string>, blocks: Readonly<Record<string, ContentBlock>>): BlocksPatch => ({
  order,
  blocks: order.flatMap((id) => (blocks[id] ? [blocks[id]] : [])),
});

/** The blocks that changed (by reference: the model is immutable) and the order's change when it changed; undefined when none did. */
const blocksDiff = (
  before: { blockOrder: ReadonlyArray<string>; blocks: Readonly<Record<string, ContentBlock>> },
  after: typeof before,
): BlocksPatch | undefined => {
  if (before.blocks === after.blocks && before.blockOrder === after.blockOrder) return undefined;
  const changed = after.blockOrder.flatMap((id) => {
    const block = after.blocks[id];
    return block && block !== before.blocks[id] ? [block] : [];
  });
  const order = blockOrder(before.blockOrder, after.blockOrder);
  if (order.order === undefined && order.orderOps === undefined && changed.length === 0) return undefined;
  return { ...order, blocks: changed };
};

/** Walks the buckets of a sharded table, skipping the buckets (and items) that are the same object on both sides. */
const changedIn = <T>(
  before: Sharded<T>,
  after: Sharded<T>,
  visit: (id: string, item: T | undefined) => void,
): void => {
  if (before === after) return;
  for (const [name, bucket] of Object.entries(after)) {
    const old = before[name];
    if (old === bucket) continue;
    for (const [id, item] of Object.entries(bucket)) if (old?.[id] !== item) visit(id, item);
    if (old) for (const id of Object.keys(old)) if (!(id in bucket)) visit(id, undefined);
  }
};

/**
 * The change from `base` (what the server has) to `next` (the editor's course), as a save sends it.
 * It costs what changed, not the course: unchanged buckets, items and blocks are the same objects.
 * Tombstoned items count as gone: they leave their parent's order, and come back whole when restored.
 */
export const diffCourse = (base: CourseState, next: CourseState): ContentPatch => {
  const modules: ModulePatch[] = [];
  const lessons: LessonPatch[] = [];
  const tasks: TaskPatch[] = [];
  const touchedModules = new Set<string>();
  const touchedLessons = new Set<string>();
  const touchedTasks = new Set<string>();

  changedIn(base.tasks, next.tasks, (id, task) => {
    touchedTasks.add(id);
    const lessonID = task?.lessonID ?? getIn(base.tasks, id)?.lessonID;
    if (lessonID !== undefined) touchedLessons.add(lessonID);
  });
  changedIn(base.lessons, next.lessons, (id, lesson) => {
    touchedLessons.add(id);
    const moduleID = lesson?.moduleID ?? getIn(base.lessons, id)?.moduleID;
    if (moduleID !== undefined) touchedModules.add(moduleID);
  });
  for (const [id, module] of Object.entries(next.modules)) if (base.modules[id] !== module) touchedModules.add(id);

  const wholeTask = (task: TaskState): void => {
    tasks.push({ taskID: task.taskID, name: task.name, content: allBlocks(task.blockOrder, task.blocks) });
  };
  const wholeLesson = (lesson: LessonState): void => {
    const taskOrder = visibleTasks(next, lesson);
    lessons.push({
      lessonID: lesson.lessonID,
      lessonName: lesson.lessonName,
      is_trial: lesson.is_trial,
      content: allBlocks(lesson.blockOrder, lesson.blocks),
      taskOrder,
    });
    for (const taskID of taskOrder) {
      const task = getIn(next.tasks, taskID);
      if (task) wholeTask(task);
    }
  };

  const newModules = new Set<string>();
  for (const moduleID of visibleModules(next)) {
    const module = next.modules[moduleID];
    if (!module) continue;
    const before = base.modules[moduleID];
    if (before === undefined || before.wasDeleted) {
      newModules.add(moduleID);
      const lessonOrder = visibleLessons(next, moduleID);
      modules.push({ moduleID, moduleName: module.moduleName, lessonOrder });
      for (const lessonID of lessonOrder) {
        const lesson = getIn(next.lessons, lessonID);
        if (lesson) wholeLesson(lesson);
      }
    } else if (touchedModules.has(moduleID)) {
      // Only when its own name or its lessons' order changed: a lesson is found by its id, wherever it is.
      const order = lessonOrder(visibleLessons(base, moduleID), visibleLessons(next, moduleID));
      const renamed = before.moduleName !== module.moduleName;
      if (renamed || order.lessonOrder !== undefined || order.lessonOrderOps !== undefined)
        modules.push({ moduleID, moduleName: module.moduleName, ...order });
    }
  }

  const sentLessons = new Set(lessons.map((l) => l.lessonID));
  for (const lessonID of touchedLessons) {
    const lesson = live(next.lessons, lessonID);
    if (!lesson || sentLessons.has(lessonID) || newModules.has(lesson.moduleID)) continue;
    if (next.modules[lesson.moduleID]?.wasDeleted !== false) continue;
    const before = savedLesson(base, lessonID);
    if (!before) {
      wholeLesson(lesson);
      continue;
    }
    const content = blocksDiff(before, lesson);
    lessons.push({
      lessonID,
      lessonName: lesson.lessonName,
      is_trial: lesson.is_trial,
      ...(content ? { content } : {}),
      ...taskOrder(visibleTasks(base, before), visibleTasks(next, lesson)),
    });
  }

  const sentTasks = new Set(tasks.map((t) => t.taskID));
  for (const taskID of touchedTasks) {
    const task = live(next.tasks, taskID);
    if (!task || sentTasks.has(taskID)) continue;
    const lesson = live(next.lessons, task.lessonID);
    if (!lesson || next.modules[lesson.moduleID]?.wasDeleted !== false) continue;
    const before = savedTask(base, taskID);
    if (!before) {
      // Restored, new, or out of a deleted lesson, inside a lesson the server has: whole, and its lesson's order says where.
      if (!lessons.some((l) => l.lessonID === lesson.lessonID))
        lessons.push({
          lessonID: lesson.lessonID,
          lessonName: lesson.lessonName,
          is_trial: lesson.is_trial,
          taskOrder: visibleTasks(next, lesson),
        });
      wholeTask(task);
      continue;
    }
    const content = blocksDiff(before, task);
    tasks.push({ taskID, name: task.name, ...(content ? { content } : {}) });
  }

  return {
    ...(base.general !== next.general ? { general: next.general } : {}),
    ...(base.additional !== next.additional ? { additional: next.additional } : {}),
    ...(base.style !== next.style ? { style: next.style } : {}),
    ...(base.lists !== next.lists ? { lists: next.lists } : {}),
    ...(base.settings !== next.settings ? { settings: next.settings } : {}),
    ...moduleOrder(visibleModules(base), visibleModules(next)),
    modules,
    lessons,
    tasks,
  };
};
