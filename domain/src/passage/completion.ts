/**
 * When a student's lesson and course are finished (SPEC §3 lesson statistics, §4): one rule for
 * every side that records progress (the server's passage writes call it).
 */

/** A lesson is finished once every one of its blocks is done; a lesson without blocks, once started. */
export const isLessonFinished = (
  blockIDs: ReadonlyArray<string>,
  done: ReadonlyArray<{ readonly id: string; readonly completed: boolean }>,
): boolean => {
  const completed = new Set(done.filter((b) => b.completed).map((b) => b.id));
  return blockIDs.every((id) => completed.has(id));
};

/** A course is finished once it has lessons and every one of them is finished. */
export const isCourseFinished = (lessonIDs: ReadonlyArray<string>, finished: (lessonID: string) => boolean): boolean =>
  lessonIDs.length > 0 && lessonIDs.every(finished);
