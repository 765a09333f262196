import { isCourseComplete, isLessonComplete, type BlockFacts, type LessonFacts } from "./completion";

/**
 * The one rule of "what to do next" in a course (issue #30): every `Продолжить` and `Начать` follows it.
 *
 * - `lesson`: the first lesson, in course order and open to the student, where something is left for
 *   him to do (a block not done, a task not sent or sent back, a lesson not opened yet); `block` is the
 *   first such block (in the lesson's order: its material, then its tasks' blocks), null for none.
 * - `waiting`: everything is done and sent, and a task waits for the teacher: the first lesson with a
 *   task not accepted, `block` that task's block.
 * - `done`: the course is complete (domain/passage/completion).
 */
export type StepLesson = { readonly facts: LessonFacts; readonly locked: boolean };

export type NextStep =
  | { readonly _tag: "lesson"; readonly index: number; readonly block: number | null }
  | { readonly _tag: "waiting"; readonly index: number; readonly block: number | null }
  | { readonly _tag: "done" };

/** Whether the student has something to do with the block: not done, or a task not sent or sent back. */
const isBlockLeft = (block: BlockFacts): boolean =>
  block.reviewed ? block.review === "none" || block.review === "needsWork" : !block.done;

const firstIndex = (blocks: ReadonlyArray<BlockFacts>, test: (block: BlockFacts) => boolean): number | null => {
  const at = blocks.findIndex(test);
  return at < 0 ? null : at;
};

/** Whether anything of the lesson is left to the student (a lesson never opened is, even without blocks). */
const hasWorkLeft = (lesson: LessonFacts): boolean =>
  !isLessonComplete(lesson) && (lesson.blocks.some(isBlockLeft) || lesson.blocks.length === 0);

export const nextStep = (lessons: ReadonlyArray<StepLesson>): NextStep => {
  if (isCourseComplete(lessons.map((l) => l.facts))) return { _tag: "done" };
  const open = lessons.map((lesson, index) => ({ ...lesson, index })).filter((l) => !l.locked);
  const todo = open.find((l) => hasWorkLeft(l.facts));
  if (todo !== undefined)
    return { _tag: "lesson", index: todo.index, block: firstIndex(todo.facts.blocks, isBlockLeft) };
  const waiting = open.find((l) => !isLessonComplete(l.facts));
  if (waiting !== undefined)
    return {
      _tag: "waiting",
      index: waiting.index,
      block: firstIndex(waiting.facts.blocks, (b) => b.reviewed && b.review !== "accepted"),
    };
  // Only locked lessons are left (none is open to the student): the first of them.
  const locked = lessons.findIndex((l) => !isLessonComplete(l.facts));
  return { _tag: "lesson", index: Math.max(locked, 0), block: null };
};
