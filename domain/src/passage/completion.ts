import type { BlockStatus } from "../course/structure";

/**
 * The one completion rule of the student's side (issue #23, docs/decisions/passage.md): every screen and the
 * server's progress records read it.
 *
 * - A block of material or a test is complete once it is done (read, answered).
 * - A free task is complete only once the teacher has accepted it: a task on review or sent back is not.
 * - A lesson is complete once it is started and all its blocks are complete (a lesson without blocks: once started).
 * - A course is complete once it has lessons and every one of them is complete.
 */

/** What the student did with one block: `reviewed` marks a free task (the teacher's verdict decides). */
export type BlockFacts = { readonly done: boolean; readonly reviewed: boolean; readonly review: BlockStatus };

export type LessonFacts = { readonly started: boolean; readonly blocks: ReadonlyArray<BlockFacts> };

export const isBlockComplete = (block: BlockFacts): boolean =>
  block.reviewed ? block.review === "accepted" : block.done;

/** The student has done his part of the block: a free task counts once it is sent (whatever the verdict). */
const isBlockSent = (block: BlockFacts): boolean => (block.reviewed ? block.review !== "none" : block.done);

export const isLessonComplete = (lesson: LessonFacts): boolean =>
  (lesson.started || lesson.blocks.some((b) => b.done)) && lesson.blocks.every(isBlockComplete);

/** A course is complete once it has lessons and every one of them is complete. */
export const isCourseComplete = (lessons: ReadonlyArray<LessonFacts>): boolean =>
  lessons.length > 0 && lessons.every(isLessonComplete);

/** Whether everything left in the lesson waits for the teacher (all sent, some on review). */
export const isLessonAwaitingReview = (lesson: LessonFacts): boolean =>
  !isLessonComplete(lesson) &&
  lesson.blocks.every(isBlockSent) &&
  lesson.blocks.some((b) => b.reviewed && b.review === "onReview");

/** How many lessons are complete: the numerator of every progress figure. */
export const completedLessons = (lessons: ReadonlyArray<LessonFacts>): number =>
  lessons.filter(isLessonComplete).length;

/** Progress in percent, rounded: the share of complete lessons. */
export const progressPercent = (completed: number, total: number): number =>
  total <= 0 ? 0 : Math.round((completed / total) * 100);

/** A block of a lesson as the rule needs it: its id, and whether it is a free task a teacher checks. */
export type LessonBlockRef = { readonly id: string; readonly reviewed: boolean };

/**
 * The facts of one lesson from the student's records: his lesson statistics (SPEC §3: start_date,
 * blocks done) and the review status of each free task he sent.
 */
export const lessonFactsOf = (
  blocks: ReadonlyArray<LessonBlockRef>,
  record:
    | {
        readonly start_date: string | null;
        readonly blocks: ReadonlyArray<{ readonly id: string; readonly completed: boolean }>;
      }
    | undefined,
  reviewOf: (blockID: string) => BlockStatus,
): LessonFacts => {
  const done = new Set(record?.blocks.filter((b) => b.completed).map((b) => b.id));
  return {
    started: record?.start_date != null,
    blocks: blocks.map((b) => ({ done: done.has(b.id), reviewed: b.reviewed, review: reviewOf(b.id) })),
  };
};
