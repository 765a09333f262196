import type { CourseBody } from "../api/course-content";
import type { LessonSnapshot, ModuleSnapshot, TaskSnapshot } from "../course/course-snapshot";
import { itemDraft, orderDraft, renamedDraft, type Placed } from "./change-drafts";
import type { ChangePlace } from "./course-change";
import { diffBlocks } from "./diff-blocks";
import type { Walk } from "./diff-walk";
import { trialLabel } from "./labels";
import { ids, interleave, reordered } from "./list-steps";

const moduleId = (m: ModuleSnapshot): string => m.moduleID;
const lessonId = (l: LessonSnapshot): string => l.lessonID;
const taskId = (t: TaskSnapshot): string => t.taskID;

type Level = ChangePlace["level"];

/** An item of the tree with the containers down to its parent. */
const placed = <L extends Level>(
  level: L,
  id: string,
  name: string,
  parents: ReadonlyArray<ChangePlace>,
): Placed & { readonly level: L } => ({ level, id, name, parents });

/** The item as a container of what it holds. */
const asPlace = (item: Placed & { readonly level: Level }): ChangePlace => ({
  level: item.level,
  id: item.id,
  name: item.name,
});

/** The tasks of a lesson (`old`: the lesson before, undefined when it is new). */
const diffTasks = (
  walk: Walk,
  lesson: LessonSnapshot,
  old: LessonSnapshot | undefined,
  parents: ReadonlyArray<ChangePlace>,
): void => {
  const steps = interleave(ids(old?.tasks ?? [], taskId), ids(lesson.tasks, taskId), (id) => !walk.is.tasks.has(id));
  for (const step of steps) {
    const task = "from" in step ? old?.tasks[step.from] : lesson.tasks[step.to];
    if (task === undefined) continue;
    const item = placed("task", task.taskID, task.name, parents);
    if ("from" in step) walk.push(itemDraft("deleted", item));
    else laterTask(walk, lesson, item, task, old === undefined);
  }
  if (old !== undefined && reordered(ids(old.tasks, taskId), ids(lesson.tasks, taskId)))
    walk.push(orderDraft("task", parents));
};

/** A task of the later version: added (unless its lesson is), moved from another lesson, renamed; then its blocks. */
const laterTask = (
  walk: Walk,
  lesson: LessonSnapshot,
  item: Placed & { readonly level: "task" },
  task: TaskSnapshot,
  isNew: boolean,
): void => {
  const at = { key: `task:${task.taskID}`, parents: [...item.parents, asPlace(item)] };
  const prev = walk.was.tasks.get(task.taskID);
  if (prev === undefined) {
    if (!isNew) walk.push(itemDraft("added", item));
    diffBlocks(walk, { ...at, isNew: true }, task.taskContent, undefined);
    return;
  }
  if (prev.lesson.lessonID !== lesson.lessonID)
    walk.push(itemDraft("moved", item, { field: "lesson", before: prev.lesson.lessonName, after: lesson.lessonName }));
  if (prev.task === task) return;
  if (prev.task.name !== task.name) walk.push(renamedDraft(item, prev.task.name));
  diffBlocks(walk, { ...at, isNew: false }, task.taskContent, prev.task.taskContent);
};

/** The lessons of a section (`old`: the section before, undefined when it is new). */
const diffLessons = (walk: Walk, module: ModuleSnapshot, old: ModuleSnapshot | undefined): void => {
  const parents = [asPlace(placed("module", module.moduleID, module.moduleName, []))];
  const steps = interleave(
    ids(old?.lessons ?? [], lessonId),
    ids(module.lessons, lessonId),
    (id) => !walk.is.lessons.has(id),
  );
  for (const step of steps) {
    const lesson = "from" in step ? old?.lessons[step.from] : module.lessons[step.to];
    if (lesson === undefined) continue;
    const item = placed("lesson", lesson.lessonID, lesson.lessonName, parents);
    if ("from" in step) walk.push(itemDraft("deleted", item));
    else laterLesson(walk, module, item, lesson, old === undefined);
  }
  if (old !== undefined && reordered(ids(old.lessons, lessonId), ids(module.lessons, lessonId)))
    walk.push(orderDraft("lesson", parents));
};

/** A lesson of the later version: added (unless its section is), moved, renamed, its trial access; then its blocks and tasks. */
const laterLesson = (
  walk: Walk,
  module: ModuleSnapshot,
  item: Placed & { readonly level: "lesson" },
  lesson: LessonSnapshot,
  isNew: boolean,
): void => {
  const inside = [...item.parents, asPlace(item)];
  const at = { key: `lesson:${lesson.lessonID}`, parents: inside };
  const prev = walk.was.lessons.get(lesson.lessonID);
  if (prev === undefined) {
    if (!isNew) walk.push(itemDraft("added", item));
    diffBlocks(walk, { ...at, isNew: true }, lesson.lessonContent, undefined);
    diffTasks(walk, lesson, undefined, inside);
    return;
  }
  if (prev.module.moduleID !== module.moduleID)
    walk.push(itemDraft("moved", item, { field: "section", before: prev.module.moduleName, after: module.moduleName }));
  if (prev.lesson === lesson) return;
  if (prev.lesson.lessonName !== lesson.lessonName) walk.push(renamedDraft(item, prev.lesson.lessonName));
  if (prev.lesson.is_trial !== lesson.is_trial)
    walk.push({ kind: "changed", ...item, field: "is_trial", label: trialLabel(lesson.is_trial, lesson.lessonName) });
  diffBlocks(walk, { ...at, isNew: false }, lesson.lessonContent, prev.lesson.lessonContent);
  diffTasks(walk, lesson, prev.lesson, inside);
};

/** A section of the later version: added (with all it holds), renamed; then its lessons. Unchanged when the same object. */
const laterModule = (walk: Walk, module: ModuleSnapshot): void => {
  const old = walk.was.modules.get(module.moduleID);
  if (old === module) return;
  const item = placed("module", module.moduleID, module.moduleName, []);
  if (old === undefined) walk.push(itemDraft("added", item));
  else if (old.moduleName !== module.moduleName) walk.push(renamedDraft(item, old.moduleName));
  diffLessons(walk, module, old);
};

/**
 * The course tree's changes: the sections' order, then each section in the later order (a removed one
 * at its old place) with its lessons, each lesson's blocks and tasks, each task's blocks.
 */
export const diffTree = (walk: Walk, from: CourseBody, to: CourseBody): void => {
  const [before, after] = [ids(from.moduleList, moduleId), ids(to.moduleList, moduleId)];
  if (reordered(before, after)) walk.push(orderDraft("module", []));
  for (const step of interleave(before, after, (id) => !walk.is.modules.has(id))) {
    const module = "from" in step ? from.moduleList[step.from] : to.moduleList[step.to];
    if (module === undefined) continue;
    if ("from" in step) walk.push(itemDraft("deleted", placed("module", module.moduleID, module.moduleName, [])));
    else laterModule(walk, module);
  }
};
