import type { CourseBody } from "../api/course-content";
import { AUTHORING_MESSAGES as M } from "../validation/messages";
import type { BlocksPatch, ContentPatch, OrderOps } from "./content-patch";
import type { LessonSnapshot, ModuleSnapshot, TaskSnapshot } from "./course-snapshot";
import { applyOrderOps } from "./order-ops";

type Ids = ReadonlyArray<string>;

/** Told of an order change that does not apply: the field and the message (the server refuses; a description skips it). */
export type RefuseOrder = (field: string, message: string) => void;

const hasOps = (patch: ContentPatch): boolean =>
  patch.moduleOrderOps !== undefined ||
  patch.modules.some((m) => m.lessonOrderOps !== undefined) ||
  patch.lessons.some((l) => l.taskOrderOps !== undefined || l.content?.orderOps !== undefined) ||
  patch.tasks.some((t) => t.content?.orderOps !== undefined);

const blockIds = (blocks: ReadonlyArray<{ readonly contentBlockID: string }> | undefined): Ids =>
  blocks?.map((b) => b.contentBlockID) ?? [];

/**
 * The patch with each order change (`…OrderOps`, domain/src/course/order-ops.ts) turned into the
 * whole order it makes of `body`'s: what the server's save and its history apply. An item `body`
 * lacks (a new one) starts from an empty order. A change that does not apply (it removes an id the
 * order lacks, places after one it lacks, or comes with the whole order too) is refused through
 * `refuse`, under the parent's field (`lessons.{id}`, `tasks.{id}`, `modules.{id}`, `moduleOrder`);
 * when `refuse` returns, that order stays as it is. Costs one pass over the sections, lessons and
 * tasks when the patch has a change, none when it has not.
 */
export const resolveOrders = (body: CourseBody, patch: ContentPatch, refuse: RefuseOrder): ContentPatch => {
  if (!hasOps(patch)) return patch;
  const modules = new Map<string, ModuleSnapshot>();
  const lessons = new Map<string, LessonSnapshot>();
  const tasks = new Map<string, TaskSnapshot>();
  for (const module of body.moduleList) {
    modules.set(module.moduleID, module);
    for (const lesson of module.lessons) {
      lessons.set(lesson.lessonID, lesson);
      for (const task of lesson.tasks) tasks.set(task.taskID, task);
    }
  }

  /** The whole order; undefined when neither form came, or when the change was refused. */
  const resolve = (
    current: () => Ids,
    whole: Ids | undefined,
    ops: OrderOps | undefined,
    field: string,
    unknown: string,
  ): Ids | undefined => {
    if (ops === undefined) return whole;
    if (whole !== undefined) {
      refuse(field, M.badPosition);
      return whole;
    }
    const applied = applyOrderOps(current(), ops);
    if (applied.ok) return applied.order;
    refuse(field, applied.refusal._tag === "unknownId" ? unknown : M.badPosition);
    return undefined;
  };
  const content = (blocks: BlocksPatch | undefined, current: () => Ids, field: string): BlocksPatch | undefined => {
    if (blocks?.orderOps === undefined) return blocks;
    const { orderOps, order, ...rest } = blocks;
    const resolved = resolve(current, order, orderOps, field, M.blockNotFound);
    return resolved === undefined ? rest : { ...rest, order: resolved };
  };

  const { moduleOrderOps, moduleOrder, ...course } = patch;
  const resolvedModules = resolve(
    () => body.moduleList.map((m) => m.moduleID),
    moduleOrder,
    moduleOrderOps,
    "moduleOrder",
    M.moduleNotFound,
  );
  return {
    ...course,
    ...(resolvedModules === undefined ? {} : { moduleOrder: resolvedModules }),
    modules: patch.modules.map((m) => {
      if (m.lessonOrderOps === undefined) return m;
      const { lessonOrderOps, lessonOrder, ...rest } = m;
      const current = (): Ids => modules.get(m.moduleID)?.lessons.map((l) => l.lessonID) ?? [];
      const resolved = resolve(current, lessonOrder, lessonOrderOps, `modules.${m.moduleID}`, M.lessonNotFound);
      return resolved === undefined ? rest : { ...rest, lessonOrder: resolved };
    }),
    lessons: patch.lessons.map((l) => {
      if (l.taskOrderOps === undefined && l.content?.orderOps === undefined) return l;
      const { taskOrderOps, taskOrder, content: blocks, ...rest } = l;
      const field = `lessons.${l.lessonID}`;
      const current = (): Ids => lessons.get(l.lessonID)?.tasks.map((t) => t.taskID) ?? [];
      const resolved = resolve(current, taskOrder, taskOrderOps, field, M.taskNotFound);
      const resolvedContent = content(blocks, () => blockIds(lessons.get(l.lessonID)?.lessonContent), field);
      return {
        ...rest,
        ...(resolvedContent === undefined ? {} : { content: resolvedContent }),
        ...(resolved === undefined ? {} : { taskOrder: resolved }),
      };
    }),
    tasks: patch.tasks.map((t) => {
      if (t.content?.orderOps === undefined) return t;
      const { content: blocks, ...rest } = t;
      const resolvedContent = content(blocks, () => blockIds(tasks.get(t.taskID)?.taskContent), `tasks.${t.taskID}`);
      return resolvedContent === undefined ? rest : { ...rest, content: resolvedContent };
    }),
  };
};
