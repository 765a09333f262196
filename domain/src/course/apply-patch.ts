import { castDraft, type Draft } from "immer";
import type { CourseBody } from "../api/course-content";
import { clone } from "../model/clone";
import { AUTHORING_MESSAGES as M } from "../validation/messages";
import type { TestQuestion } from "./block-content";
import type { BlocksPatch, ContentPatch, LessonPatch, TaskPatch } from "./content-patch";
import type { LessonSnapshot, ModuleSnapshot, TaskSnapshot } from "./course-snapshot";
import { resolveOrders } from "./resolve-orders";
import type { IdAssignment } from "./server-events";
import type { ContentBlock, LessonStatistics } from "./structure";

type Body = Draft<CourseBody>;
type Module = Draft<ModuleSnapshot>;
type Lesson = Draft<LessonSnapshot>;
type Task = Draft<TaskSnapshot>;

/**
 * Gives an item its stored id: `(collection, id)` → the id it keeps (a server id) or a new one (a
 * temporary id). The server passes one that draws from its counters; a replay of the history, one
 * that hands out the ids the save was given, in the same order.
 */
export type Assigner = (collection: string, id: string) => string;

/** A patch that names what the draft does not hold (or holds elsewhere): the field and the message. */
export class PatchRefused extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = "PatchRefused";
  }
}

const refuse = (field: string, message: string): never => {
  throw new PatchRefused(field, message);
};

/** Replaces an array's elements in place (the server's store journals that array only, not its parent). */
const refill = <T>(array: T[], items: ReadonlyArray<T>): void => {
  array.splice(0, array.length, ...items);
};

const questions = (give: Assigner, list: ReadonlyArray<TestQuestion>): TestQuestion[] =>
  list.map((q) => ({
    ...q,
    questionID: give("questions", q.questionID),
    answers: q.answers.map((a) => ({ ...a, answerID: give("answers", a.answerID) })),
  }));

/** Per-user state is not part of the draft: status, evaluation and statistics are stored at their defaults. */
export const storedBlock = (give: Assigner, block: ContentBlock): ContentBlock => ({
  contentBlockID: give("blocks", block.contentBlockID),
  status: "none",
  evaluation: null,
  content:
    block.content._tag === "test"
      ? { ...block.content, questions: questions(give, block.content.questions) }
      : block.content,
});

export const freshStatistics = (courseID: string, moduleID: string): LessonStatistics => ({
  id: null,
  course_id: courseID,
  section_id: moduleID,
  start_date: null,
  end_date: null,
  blocks: [],
});

/**
 * Applies a save's patch to a draft in place, so that the server's store records only what changed
 * (a one-block edit writes one block). New items get ids from `give`; the assignments come in the
 * order the client applies them (a module, its lessons, each lesson's blocks, its tasks, their
 * blocks). Throws PatchRefused when the patch names an unknown item, or has an order change that
 * does not apply to the draft's order (the caller drops the draft: the server's store undoes the
 * update). Order changes become whole orders first, against the draft as it is before the patch
 * (resolve-orders.ts). The save path and the replay of a course's history both call this one function.
 */
export const applyPatch = (give: Assigner, courseID: string, body: Body, sent: ContentPatch): IdAssignment[] => {
  const patch = resolveOrders(body, sent, refuse);
  const assignments: IdAssignment[] = [];
  const lessonPatches = new Map(patch.lessons.map((l) => [l.lessonID, l]));
  const taskPatches = new Map(patch.tasks.map((t) => [t.taskID, t]));

  const modules = new Map<string, Module>();
  const lessons = new Map<string, { readonly moduleID: string; readonly lesson: Lesson }>();
  const tasks = new Map<string, { readonly lessonID: string; readonly task: Task }>();
  for (const module of body.moduleList) {
    modules.set(module.moduleID, module);
    for (const lesson of module.lessons) {
      lessons.set(lesson.lessonID, { moduleID: module.moduleID, lesson });
      for (const task of lesson.tasks) tasks.set(task.taskID, { lessonID: lesson.lessonID, task });
    }
  }

  /** A new item's server id. An item that had one (removed by an earlier save, then restored) keeps it. */
  const newId = (collection: string, tempID: string): string => give(collection, tempID);
  const note = (a: IdAssignment): void => {
    if (a.tempID !== a.id) assignments.push(a);
  };
  const wholeBlocks = (
    content: BlocksPatch | undefined,
    field: string,
    noteBlock: (tempID: string, id: string) => void,
  ): ContentBlock[] => {
    if (content?.order === undefined) return refuse(field, M.blockNotFound);
    const given = new Map(content.blocks.map((b) => [b.contentBlockID, b]));
    return content.order.map((id) => {
      const block = given.get(id);
      if (block === undefined) return refuse(field, M.blockNotFound);
      const stored = storedBlock(give, block);
      noteBlock(id, stored.contentBlockID);
      return stored;
    });
  };
  const newTask = (tempID: string): TaskSnapshot => {
    const field = `tasks.${tempID}`;
    const p: TaskPatch = taskPatches.get(tempID) ?? refuse(field, M.taskNotFound);
    const taskID = newId("tasks", tempID);
    note({ _tag: "task", tempID, id: taskID });
    const taskContent = wholeBlocks(p.content, field, (t, id) => note({ _tag: "taskBlock", taskID, tempID: t, id }));
    return { taskID, name: p.name, taskContent };
  };
  const newLesson = (tempID: string, moduleID: string): LessonSnapshot => {
    const field = `lessons.${tempID}`;
    const p: LessonPatch = lessonPatches.get(tempID) ?? refuse(field, M.lessonNotFound);
    const lessonID = newId("lessons", tempID);
    note({ _tag: "lesson", tempID, id: lessonID });
    const lessonContent = wholeBlocks(p.content, field, (t, id) =>
      note({ _tag: "lessonBlock", lessonID, tempID: t, id }),
    );
    if (p.taskOrder === undefined) return refuse(field, M.taskNotFound);
    const taskList = p.taskOrder.map(newTask);
    return {
      lessonID,
      lessonName: p.lessonName,
      lessonContent,
      tasks: taskList,
      is_trial: p.is_trial,
      isEndedByUser: false,
      status: "not_started",
      statistics: freshStatistics(courseID, moduleID),
    };
  };
  const newModule = (tempID: string): ModuleSnapshot => {
    const field = `modules.${tempID}`;
    const p = patch.modules.find((m) => m.moduleID === tempID) ?? refuse(field, M.moduleNotFound);
    const moduleID = newId("modules", tempID);
    note({ _tag: "module", tempID, id: moduleID });
    if (p.lessonOrder === undefined) return refuse(field, M.lessonNotFound);
    return { moduleID, moduleName: p.moduleName, lessons: p.lessonOrder.map((id) => newLesson(id, moduleID)) };
  };

  /** Changed blocks in place; with an order, the list refilled from the kept blocks and the new ones. */
  const patchBlocks = (
    list: Draft<ContentBlock>[],
    content: BlocksPatch,
    field: string,
    noteBlock: (tempID: string, id: string) => void,
  ): void => {
    const at = new Map(list.map((b, i) => [b.contentBlockID, i]));
    const given = new Map(content.blocks.map((b) => [b.contentBlockID, b]));
    if (content.order === undefined) {
      for (const block of content.blocks) {
        const i = at.get(block.contentBlockID) ?? refuse(field, M.blockNotFound);
        list[i] = castDraft(storedBlock(give, block));
      }
      return;
    }
    const kept = list.slice();
    const next = content.order.map((id): Draft<ContentBlock> => {
      const block = given.get(id);
      const i = at.get(id);
      if (block === undefined)
        return i === undefined ? refuse(field, M.blockNotFound) : (kept[i] ?? refuse(field, M.blockNotFound));
      if (i !== undefined) return castDraft(storedBlock(give, block));
      const stored = storedBlock(give, block);
      noteBlock(id, stored.contentBlockID);
      return castDraft(stored);
    });
    refill(list, next);
  };

  /**
   * A lesson dragged into another section (a task into another lesson): allowed when the patch also
   * gives its old parent an order without it, or deletes that parent, so it is in one place after the
   * save. It goes over as a plain copy (the old parent's refill drops the original).
   */
  const leavesOld = (order: ReadonlyArray<string> | undefined, id: string): boolean =>
    order !== undefined && !order.includes(id);
  /** A section the patch's section order leaves out: it goes, with what stays in it. */
  const moduleGone = (moduleID: string): boolean =>
    patch.moduleOrder !== undefined && !patch.moduleOrder.includes(moduleID);
  const placedLessons = new Set(patch.modules.flatMap((m) => m.lessonOrder ?? []));
  /** A lesson that leaves its section (its order or the section itself goes without it). */
  const lessonLeaves = (id: string, moduleID: string): boolean =>
    leavesOld(patch.modules.find((m) => m.moduleID === moduleID)?.lessonOrder, id) || moduleGone(moduleID);
  /** A lesson the patch deletes: it leaves its section and no section's order takes it. */
  const lessonGone = (id: string): boolean => {
    const at = lessons.get(id);
    return at !== undefined && lessonLeaves(id, at.moduleID) && !placedLessons.has(id);
  };
  const movedLesson = (id: string, moduleID: string): Draft<LessonSnapshot> => {
    const from = lessons.get(id);
    const field = `modules.${moduleID}`;
    if (!from || !lessonLeaves(id, from.moduleID)) return refuse(field, M.lessonNotFound);
    const copy = castDraft(clone<LessonSnapshot>(from.lesson));
    if (copy.statistics) copy.statistics.section_id = moduleID;
    return copy;
  };
  const movedTask = (id: string, field: string): Draft<TaskSnapshot> => {
    const from = tasks.get(id);
    if (!from || !(leavesOld(lessonPatches.get(from.lessonID)?.taskOrder, id) || lessonGone(from.lessonID)))
      return refuse(field, M.taskNotFound);
    return castDraft(clone<TaskSnapshot>(from.task));
  };

  const lessonOrders = new Map<string, () => void>();
  const moduleOrders: Array<() => void> = [];
  for (const p of patch.lessons) {
    const found = lessons.get(p.lessonID);
    if (found === undefined) continue; // a new lesson: built whole where an order names it
    const { lesson } = found;
    const field = `lessons.${p.lessonID}`;
    lesson.lessonName = p.lessonName;
    lesson.is_trial = p.is_trial;
    if (p.content)
      patchBlocks(lesson.lessonContent, p.content, field, (tempID, id) =>
        note({ _tag: "lessonBlock", lessonID: p.lessonID, tempID, id }),
      );
    const order = p.taskOrder;
    if (order !== undefined)
      lessonOrders.set(p.lessonID, () => {
        // The lesson as its section holds it now: a section's new lesson order (run before this) may
        // have put a copy in its place (the server's store copies an object put back into an array),
        // and the tasks must go into that one, not into the object first found.
        const here = modules.get(found.moduleID)?.lessons.find((l) => l.lessonID === p.lessonID) ?? lesson;
        const kept = new Map(here.tasks.map((t) => [t.taskID, t]));
        refill(
          here.tasks,
          order.map((id) => kept.get(id) ?? (tasks.has(id) ? movedTask(id, field) : castDraft(newTask(id)))),
        );
      });
  }
  for (const p of patch.tasks) {
    const found = tasks.get(p.taskID);
    if (found === undefined) continue;
    found.task.name = p.name;
    if (p.content)
      patchBlocks(found.task.taskContent, p.content, `tasks.${p.taskID}`, (tempID, id) =>
        note({ _tag: "taskBlock", taskID: p.taskID, tempID, id }),
      );
  }
  for (const p of patch.modules) {
    const module = modules.get(p.moduleID);
    if (module === undefined) continue;
    module.moduleName = p.moduleName;
    const order = p.lessonOrder;
    if (order !== undefined)
      moduleOrders.push(() => {
        const kept = new Map(module.lessons.map((l) => [l.lessonID, l]));
        refill(
          module.lessons,
          order.map(
            (id) =>
              kept.get(id) ?? (lessons.has(id) ? movedLesson(id, p.moduleID) : castDraft(newLesson(id, p.moduleID))),
          ),
        );
      });
  }
  // Orders after the edits: new items are numbered module by module, lesson by lesson. A lesson that
  // goes to another section gets its own task order first: it goes over as a copy.
  const movedLessons = patch.modules.flatMap((m) =>
    (m.lessonOrder ?? []).filter((id) => {
      const from = lessons.get(id);
      return from !== undefined && from.moduleID !== m.moduleID;
    }),
  );
  for (const id of movedLessons) {
    lessonOrders.get(id)?.();
    lessonOrders.delete(id);
  }
  for (const run of [...moduleOrders, ...lessonOrders.values()]) run();
  const moduleOrder = patch.moduleOrder;
  if (moduleOrder !== undefined) {
    const kept = new Map(body.moduleList.map((m) => [m.moduleID, m]));
    refill(
      body.moduleList,
      moduleOrder.map((id) => kept.get(id) ?? castDraft(newModule(id))),
    );
  }
  if (patch.general) body.general = castDraft(patch.general);
  if (patch.additional) body.additional = castDraft(patch.additional);
  if (patch.style) body.style = castDraft(patch.style);
  if (patch.lists) body.lists = castDraft(patch.lists);
  if (patch.settings) body.settings = castDraft(patch.settings);
  return assignments;
};
