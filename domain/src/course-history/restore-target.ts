import type { CourseBody } from "../api/course-content";
import type { LessonSnapshot, ModuleSnapshot, TaskSnapshot } from "../course/course-snapshot";
import type { ContentBlock } from "../course/structure";
import { indexBody, type BodyIndex } from "./body-index";

/**
 * `item` put back into `list` where it stood in `was` (at `at`): after the nearest earlier neighbour
 * that is still there, else before the nearest later one, else at its old index (or the end).
 */
const placeBack = <T>(
  list: ReadonlyArray<T>,
  was: ReadonlyArray<T>,
  at: number,
  item: T,
  id: (item: T) => string,
): T[] => {
  const here = new Map(list.map((x, i) => [id(x), i]));
  const insert = (i: number): T[] => [...list.slice(0, i), item, ...list.slice(i)];
  for (let i = at - 1; i >= 0; i -= 1) {
    const found = here.get(id(was[i] as T));
    if (found !== undefined) return insert(found + 1);
  }
  for (let i = at + 1; i < was.length; i += 1) {
    const found = here.get(id(was[i] as T));
    if (found !== undefined) return insert(found);
  }
  return insert(Math.min(at, list.length));
};

const blockId = (b: ContentBlock): string => b.contentBlockID;
const taskId = (t: TaskSnapshot): string => t.taskID;
const lessonId = (l: LessonSnapshot): string => l.lessonID;
const moduleId = (m: ModuleSnapshot): string => m.moduleID;

/** The task and block ids of a course outside one lesson: what a restored copy of that lesson must not hold again. */
const idsOutside = (body: CourseBody, lessonID: string): { tasks: Set<string>; blocks: Set<string> } => {
  const tasks = new Set<string>();
  const blocks = new Set<string>();
  for (const module of body.moduleList)
    for (const lesson of module.lessons) {
      if (lesson.lessonID === lessonID) continue;
      for (const block of lesson.lessonContent) blocks.add(block.contentBlockID);
      for (const task of lesson.tasks) {
        tasks.add(task.taskID);
        for (const block of task.taskContent) blocks.add(block.contentBlockID);
      }
    }
  return { tasks, blocks };
};

/** A lesson as it was, without the tasks and blocks that now live elsewhere in the course (they stay there). */
const withoutMovedAway = (lesson: LessonSnapshot, elsewhere: ReturnType<typeof idsOutside>): LessonSnapshot => {
  const keep = (b: ContentBlock): boolean => !elsewhere.blocks.has(b.contentBlockID);
  return {
    ...lesson,
    lessonContent: lesson.lessonContent.filter(keep),
    tasks: lesson.tasks
      .filter((t) => !elsewhere.tasks.has(t.taskID))
      .map((t) => ({ ...t, taskContent: t.taskContent.filter(keep) })),
  };
};

const mapLesson = (body: CourseBody, lessonID: string, f: (lesson: LessonSnapshot) => LessonSnapshot): CourseBody => ({
  ...body,
  moduleList: body.moduleList.map((m) =>
    m.lessons.some((l) => l.lessonID === lessonID)
      ? { ...m, lessons: m.lessons.map((l) => (l.lessonID === lessonID ? f(l) : l)) }
      : m,
  ),
});

/**
 * The current course with one lesson as it was in `old` (issue #22, `Вернуть этот урок как было`): its
 * name, trial flag, blocks and tasks. A lesson still in the course is replaced where it is now; a
 * deleted one goes back into its old section, after the lesson it followed (before the one it
 * preceded, else at its old index); when its section is gone too, the section comes back with this
 * lesson alone, at its old place among the sections. The restored lesson keeps its ids (the server's
 * save keeps a server id), without the tasks and blocks that have since moved elsewhere in the course:
 * they stay where they are. The rest of the course is left as it is (the same objects).
 * Undefined when `old` has no such lesson.
 */
export const withLessonRestored = (
  current: CourseBody,
  old: CourseBody,
  lessonID: string,
  oldIndex: BodyIndex = indexBody(old),
): CourseBody | undefined => {
  const was = oldIndex.lessons.get(lessonID);
  if (!was) return undefined;
  const lesson = withoutMovedAway(was.lesson, idsOutside(current, lessonID));
  const now = current.moduleList.find((m) => m.lessons.some((l) => l.lessonID === lessonID));
  if (now)
    return mapLesson(current, lessonID, (l) => ({
      ...l,
      lessonName: lesson.lessonName,
      is_trial: lesson.is_trial,
      lessonContent: lesson.lessonContent,
      tasks: lesson.tasks,
    }));
  const section = current.moduleList.find((m) => m.moduleID === was.module.moduleID);
  if (section)
    return {
      ...current,
      moduleList: current.moduleList.map((m) =>
        m === section ? { ...m, lessons: placeBack(m.lessons, was.module.lessons, was.index, lesson, lessonId) } : m,
      ),
    };
  const oldModuleAt = old.moduleList.indexOf(was.module);
  const revived: ModuleSnapshot = { ...was.module, lessons: [lesson] };
  return { ...current, moduleList: placeBack(current.moduleList, old.moduleList, oldModuleAt, revived, moduleId) };
};

/**
 * The current course with one block as it was in `old`: a block still in the course gets its old
 * content where it is now; a deleted one goes back into its lesson or task at its old place (as
 * placeBack). When what held it is gone as well, it comes back with it: its task as it was (into the
 * task's lesson, at the task's old place), or its lesson as withLessonRestored brings it back.
 * Undefined when `old` has no such block.
 */
export const withBlockRestored = (
  current: CourseBody,
  old: CourseBody,
  blockID: string,
  oldIndex: BodyIndex = indexBody(old),
): CourseBody | undefined => {
  const found = findBlock(old, blockID);
  if (!found) return undefined;
  const { block, lesson, task } = found;
  const here = findBlock(current, blockID);
  if (here) {
    const swap = (list: ReadonlyArray<ContentBlock>): ReadonlyArray<ContentBlock> =>
      list.map((b) => (b.contentBlockID === blockID ? { ...b, content: block.content } : b));
    return mapLesson(current, here.lesson.lessonID, (l) =>
      here.task === undefined
        ? { ...l, lessonContent: swap(l.lessonContent) }
        : {
            ...l,
            tasks: l.tasks.map((t) =>
              t.taskID === here.task?.taskID ? { ...t, taskContent: swap(t.taskContent) } : t,
            ),
          },
    );
  }
  const currentIndex = indexBody(current);
  if (task === undefined) {
    if (!currentIndex.lessons.has(lesson.lessonID)) return withLessonRestored(current, old, lesson.lessonID, oldIndex);
    const at = lesson.lessonContent.indexOf(block);
    return mapLesson(current, lesson.lessonID, (l) => ({
      ...l,
      lessonContent: placeBack(l.lessonContent, lesson.lessonContent, at, block, blockId),
    }));
  }
  if (currentIndex.tasks.has(task.taskID)) {
    const holder = currentIndex.tasks.get(task.taskID);
    if (!holder) return undefined;
    const at = task.taskContent.indexOf(block);
    return mapLesson(current, holder.lesson.lessonID, (l) => ({
      ...l,
      tasks: l.tasks.map((t) =>
        t.taskID === task.taskID
          ? { ...t, taskContent: placeBack(t.taskContent, task.taskContent, at, block, blockId) }
          : t,
      ),
    }));
  }
  if (!currentIndex.lessons.has(lesson.lessonID)) return withLessonRestored(current, old, lesson.lessonID, oldIndex);
  const elsewhere = idsOutside(current, "");
  const revived: TaskSnapshot = {
    ...task,
    taskContent: task.taskContent.filter((b) => !elsewhere.blocks.has(b.contentBlockID)),
  };
  const at = lesson.tasks.indexOf(task);
  return mapLesson(current, lesson.lessonID, (l) => ({
    ...l,
    tasks: placeBack(l.tasks, lesson.tasks, at, revived, taskId),
  }));
};

/** Where a block is: its lesson, and its task when a task holds it. */
const findBlock = (
  body: CourseBody,
  blockID: string,
): { block: ContentBlock; lesson: LessonSnapshot; task: TaskSnapshot | undefined } | undefined => {
  for (const module of body.moduleList)
    for (const lesson of module.lessons) {
      const block = lesson.lessonContent.find((b) => b.contentBlockID === blockID);
      if (block) return { block, lesson, task: undefined };
      for (const task of lesson.tasks) {
        const inTask = task.taskContent.find((b) => b.contentBlockID === blockID);
        if (inTask) return { block: inTask, lesson, task };
      }
    }
  return undefined;
};
