import { castDraft } from "immer";
import type { CourseBody } from "@app/domain/api/course-content";
import type { ContentBlock } from "@app/domain/course/structure";
import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";
import type { LessonRef } from "../passage/course-walk";
import { completeBlock } from "../passage/record-progress";
import { scoreTest } from "../passage/scoring";

/** What a seeded student does with a free task: nothing, send it (on review), get it back for rework, or get it accepted. */
export type TaskOutcome = "skip" | "onReview" | "needsWork" | "accepted";

export type Pass = {
  readonly courseId: number;
  readonly userId: number;
  readonly body: CourseBody;
  readonly at: (minutes: number) => string;
};

export const DEMO_TEACHER_ID = 4;

/** A test answered: right answers, or (wrongOne) every question right but the last. */
export const answerTest = (
  db: DbDraft,
  pass: Pass,
  ref: LessonRef,
  block: ContentBlock,
  taskID: string | null,
  minute: number,
  wrongOne: boolean,
): void => {
  if (block.content._tag !== "test") return;
  const questions = block.content.questions;
  const answers = questions.map((q, i) => {
    const right = q.answers.filter((a) => a.correct).map((a) => a.answerID);
    const wrong = q.answers
      .filter((a) => !a.correct)
      .map((a) => a.answerID)
      .slice(0, 1);
    return {
      questionID: q.questionID,
      answerIDList: wrongOne && i === questions.length - 1 && wrong.length > 0 ? wrong : right,
    };
  });
  const result = scoreTest(questions, answers, pass.at(minute));
  db.testAttempts.push(
    castDraft({
      id: nextId(db, "testAttempts"),
      course_id: pass.courseId,
      user_id: pass.userId,
      lesson_id: ref.lesson.lessonID,
      task_id: taskID,
      block_id: block.contentBlockID,
      answers,
      score: result.score,
      max_score: result.max_score,
      answered_at: pass.at(minute),
    }),
  );
  completeBlock(
    db,
    { courseId: pass.courseId, userId: pass.userId, now: pass.at(minute), silent: true },
    ref,
    block.contentBlockID,
    pass.body,
  );
};

const ANSWER = "Выполнил(а) задание, решение в тексте ответа.";

/** A free-task submission with its attempt history; the needsWork one carries the demo teacher's comment. */
export const submitTask = (
  db: DbDraft,
  pass: Pass,
  ref: LessonRef,
  block: ContentBlock,
  taskID: string,
  minute: number,
  outcome: TaskOutcome,
): void => {
  if (outcome === "skip" || block.content._tag !== "freeTask") return;
  const verdict = (decision: "accepted" | "needsWork", comment: string) => ({
    teacher_id: DEMO_TEACHER_ID,
    decision,
    comment,
    at: pass.at(minute + 60),
  });
  const first = { number: 1, text: ANSWER, files: [], submitted_at: pass.at(minute) };
  const attempts =
    outcome === "onReview"
      ? [{ ...first, feedback: null }]
      : outcome === "needsWork"
        ? [
            {
              ...first,
              feedback: verdict("needsWork", "Хорошее начало, но не хватает проверки ввода. Доработайте, пожалуйста."),
            },
          ]
        : [{ ...first, feedback: verdict("accepted", "Отлично, задание принято!") }];
  db.submissions.push(
    castDraft({
      id: nextId(db, "submissions"),
      course_id: pass.courseId,
      user_id: pass.userId,
      module_id: ref.moduleID,
      lesson_id: ref.lesson.lessonID,
      task_id: taskID,
      block_id: block.contentBlockID,
      status: outcome,
      attempts,
      updated_at: outcome === "onReview" ? pass.at(minute) : pass.at(minute + 60),
    }),
  );
  completeBlock(
    db,
    { courseId: pass.courseId, userId: pass.userId, now: pass.at(minute), silent: true },
    ref,
    block.contentBlockID,
    pass.body,
  );
};
