import { lessonOf, taskOf } from "@app/domain/course/course-query";
import type { ContentBlock, LessonState } from "@app/domain/course/structure";
import { answerDraftOf, testPassageOf, type AnswerDraft, type TestPassage } from "@app/domain/passage/passage-state";
import { useDomain } from "../../lib/model/domain-store";

/** The lesson as the model holds it (statistics: start date and completed blocks). */
export const useLessonModel = (courseID: string, lessonID: string): LessonState | undefined =>
  useDomain((state) => {
    const course = state.courses[courseID];
    return course === undefined ? undefined : lessonOf(course, lessonID);
  });

/** A block of a task as the model holds it (review status, merged evaluation). */
export const useTaskBlockModel = (courseID: string, taskID: string, blockID: string): ContentBlock | undefined =>
  useDomain((state) => {
    const course = state.courses[courseID];
    return course === undefined ? undefined : taskOf(course, taskID)?.blocks[blockID];
  });

/** The answers picked so far in a test (SPEC §3 passageTestList, upserted per question). */
export const useTestPassage = (key: {
  courseID: string;
  lessonID: string;
  taskID: string | null;
  contentBlockID: string;
}): TestPassage | undefined => useDomain((state) => testPassageOf(state.passage, key));

export const isCompleted = (lesson: LessonState | undefined, blockID: string): boolean =>
  lesson?.statistics.blocks.some((b) => b.id === blockID && b.completed) === true;

/** A free answer being written (issue #15: kept in the persisted passage until sent). */
export const useAnswerDraft = (
  courseID: string,
  lessonID: string,
  taskID: string,
  contentBlockID: string,
): AnswerDraft | undefined =>
  useDomain((state) => answerDraftOf(state.passage, { courseID, lessonID, taskID, contentBlockID }));
