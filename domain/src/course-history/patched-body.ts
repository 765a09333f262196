import type { CourseBody } from "../api/course-content";
import type { BlocksPatch, ContentPatch } from "../course/content-patch";
import type { LessonSnapshot, ModuleSnapshot, TaskSnapshot } from "../course/course-snapshot";
import { resolveOrders } from "../course/resolve-orders";
import type { ContentBlock } from "../course/structure";
import { indexBody, type BodyIndex } from "./body-index";

const defined = <T>(item: T | undefined): item is T => item !== undefined;

/** Blocks after a patch: the given ones replace theirs; with an order, the order says which stay and where. */
const patchBlocks = (list: ReadonlyArray<ContentBlock>, content: BlocksPatch): ReadonlyArray<ContentBlock> => {
  const given = new Map(content.blocks.map((b) => [b.contentBlockID, b]));
  if (content.order === undefined) return list.map((b) => given.get(b.contentBlockID) ?? b);
  const kept = new Map(list.map((b) => [b.contentBlockID, b]));
  return content.order.map((id) => given.get(id) ?? kept.get(id)).filter(defined);
};

const wholeBlocks = (content: BlocksPatch | undefined): ReadonlyArray<ContentBlock> =>
  content === undefined ? [] : patchBlocks([], content);

/**
 * The course a patch makes of `before`, as the server's save does (mock-server apply-patch.ts), without
 * its checks and with the patch's own ids (a new item keeps its temporary id). Whatever the patch does
 * not touch stays the same object, so `diffCourseBodies(before, patchedBody(before, patch))` costs the
 * patch, not the course. A patch that names what `before` lacks is the server's to refuse: here such
 * an id is left out, and an order change that does not apply leaves that order as it is. Order
 * changes (`…OrderOps`) become whole orders first, as the save does.
 */
export const patchedBody = (
  before: CourseBody,
  sent: ContentPatch,
  index: BodyIndex = indexBody(before),
): CourseBody => {
  const patch = resolveOrders(before, sent, () => undefined);
  const lessonPatches = new Map(patch.lessons.map((l) => [l.lessonID, l]));
  const taskPatches = new Map(patch.tasks.map((t) => [t.taskID, t]));
  const modulePatches = new Map(patch.modules.map((m) => [m.moduleID, m]));

  const touchedLessons = new Set<string>();
  const touchedModules = new Set<string>();
  const touchLesson = (lessonID: string): void => {
    const at = index.lessons.get(lessonID);
    if (!at) return;
    touchedLessons.add(lessonID);
    touchedModules.add(at.module.moduleID);
  };
  for (const id of lessonPatches.keys()) touchLesson(id);
  for (const id of taskPatches.keys()) {
    const at = index.tasks.get(id);
    if (at) touchLesson(at.lesson.lessonID);
  }
  for (const id of modulePatches.keys()) if (index.modules.has(id)) touchedModules.add(id);

  const task = (t: TaskSnapshot): TaskSnapshot => {
    const p = taskPatches.get(t.taskID);
    if (!p) return t;
    return { ...t, name: p.name, taskContent: p.content ? patchBlocks(t.taskContent, p.content) : t.taskContent };
  };
  const taskById = (id: string): TaskSnapshot | undefined => {
    const at = index.tasks.get(id);
    if (at) return task(at.task);
    const p = taskPatches.get(id);
    return p && { taskID: id, name: p.name, taskContent: wholeBlocks(p.content) };
  };
  const lesson = (l: LessonSnapshot): LessonSnapshot => {
    if (!touchedLessons.has(l.lessonID)) return l;
    const p = lessonPatches.get(l.lessonID);
    return {
      ...l,
      lessonName: p?.lessonName ?? l.lessonName,
      is_trial: p?.is_trial ?? l.is_trial,
      lessonContent: p?.content ? patchBlocks(l.lessonContent, p.content) : l.lessonContent,
      tasks: p?.taskOrder ? p.taskOrder.map(taskById).filter(defined) : l.tasks.map(task),
    };
  };
  const lessonById = (id: string): LessonSnapshot | undefined => {
    const at = index.lessons.get(id);
    if (at) return lesson(at.lesson);
    const p = lessonPatches.get(id);
    return (
      p && {
        lessonID: id,
        lessonName: p.lessonName,
        lessonContent: wholeBlocks(p.content),
        tasks: (p.taskOrder ?? []).map(taskById).filter(defined),
        is_trial: p.is_trial,
        isEndedByUser: false,
        status: "not_started",
        statistics: null,
      }
    );
  };
  const module = (m: ModuleSnapshot): ModuleSnapshot => {
    if (!touchedModules.has(m.moduleID)) return m;
    const p = modulePatches.get(m.moduleID);
    return {
      ...m,
      moduleName: p?.moduleName ?? m.moduleName,
      lessons: p?.lessonOrder ? p.lessonOrder.map(lessonById).filter(defined) : m.lessons.map(lesson),
    };
  };
  const moduleById = (id: string): ModuleSnapshot | undefined => {
    const found = index.modules.get(id);
    if (found) return module(found);
    const p = modulePatches.get(id);
    return (
      p && { moduleID: id, moduleName: p.moduleName, lessons: (p.lessonOrder ?? []).map(lessonById).filter(defined) }
    );
  };

  const moduleList =
    patch.moduleOrder !== undefined
      ? patch.moduleOrder.map(moduleById).filter(defined)
      : touchedModules.size > 0
        ? before.moduleList.map(module)
        : before.moduleList;
  return {
    general: patch.general ?? before.general,
    additional: patch.additional ?? before.additional,
    style: patch.style ?? before.style,
    lists: patch.lists ?? before.lists,
    settings: patch.settings ?? before.settings,
    moduleList,
  };
};
