import type { TestQuestion } from "./block-content";
import type { Problem } from "./check-text";
import { CONTENT_MESSAGES } from "./content-messages";

export const MAX_QUESTION_POINTS = 100;

/** What a right answer to the question earns: its points, 1 when it has none. */
export const pointsOf = (question: Pick<TestQuestion, "points">): number => question.points ?? 1;

/**
 * Another system's mark for a question (a cartridge's weighting, a Moodle mark: any number) as the
 * course's points, a whole number from 1 to 100 (issue #38, imports).
 */
export const wholeQuestionPoints = (mark: number): number =>
  Number.isFinite(mark) ? Math.min(MAX_QUESTION_POINTS, Math.max(1, Math.round(mark))) : 1;

/** Whether a question takes one answer (a radio button) rather than several. */
export const isSingleChoice = (question: Pick<TestQuestion, "type">): boolean => question.type === "single";

/**
 * The issue #20 rules of one question, for the constructor and the server's publish check alike:
 * at least one answer is marked right, exactly one in a single-choice question; points, when set,
 * a whole number from 1 to 100. `field` is the question's path (`…questions.{i}`).
 */
export const questionProblems = (field: string, question: TestQuestion): Problem[] => {
  const problems: Problem[] = [];
  const correct = question.answers.filter((a) => a.correct).length;
  if (question.answers.length > 0 && correct === 0)
    problems.push({ field: `${field}.correct`, message: CONTENT_MESSAGES.oneCorrect });
  else if (isSingleChoice(question) && correct > 1)
    problems.push({ field: `${field}.correct`, message: CONTENT_MESSAGES.exactlyOneCorrect });
  const points = question.points;
  if (points !== undefined && !(Number.isInteger(points) && points >= 1 && points <= MAX_QUESTION_POINTS))
    problems.push({ field: `${field}.points`, message: CONTENT_MESSAGES.points });
  return problems;
};
