import type { ContentBlock, LessonState } from "@app/domain/course/structure";
import { getIn } from "@app/domain/model/sharded";
import { passageKey, type AnswerDraft, type TestPassage } from "@app/domain/passage/passage-state";
import { useDomain } from "../../lib/model/domain-store";

/** The lesson as the model holds it (statistics: start date and completed blocks). */
export const useLessonModel = (courseID: string, lessonID: string): LessonState | undefined =>
  useDomain((state) => {
    const course = state.courses[courseID];
    return course === undefined ? undefined : getIn(course.lessons, lessonID);
  });

/** A block of a task as the model holds it (review status, merged evaluation). */
export const useTaskBlockModel = (courseID: string, taskID: string, blockID: string): ContentBlock | undefined =>
  useDomain((state) => {
    const course = state.courses[courseID];
    return course === undefined ? undefined : getIn(course.tasks, taskID)?.blocks[blockID];
  });

/** The answers picked so far in a test (SPEC §3 passageTestList, upserted per question). */
export const useTestPassage = (key: { courseID: string; lessonID: string; taskID: string | null; contentBlockID: string }): TestPassage | undefined =>
  useDomain((state) => getIn(state.passage.passageTestList, passageKey(key)));

export const isCompleted = (lesson: LessonState | undefined, blockID: string): boolean =>
  lesson?.statistics.blocks.some((b) => b.id === blockID && b.completed) === true;

/** A free answer being written (issue #15: kept in the persisted passage until sent). */
export const useAnswerDraft = (courseID: string, lessonID: string, taskID: string, contentBlockID: string): AnswerDraft | undefined =>
  useDomain((state) => getIn(state.passage.answerDrafts, passageKey({ courseID, lessonID, taskID, contentBlockID })));
