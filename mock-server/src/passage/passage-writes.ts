import { castDraft } from "immer";
import type { CourseBody } from "@app/domain/api/course-content";
import type {
  LessonProgressView,
  SubmissionView,
  AnswerDraftView,
  TestAnswersRequest,
  TestDraftView,
  TestResult,
} from "@app/domain/api/passage";
import type { TestQuestion } from "@app/domain/course/block-content";
import type { FileRef } from "@app/domain/course/ids";
import { PASSAGE_MESSAGES } from "@app/domain/validation/messages";
import { HttpError } from "../http/http-error";
import type { DbData } from "../store/db-schema";
import { nextId } from "../store/next-id";
import type { LessonProgressRecord } from "../store/platform-records";
import type { Store } from "../store/store";
import type { BlockRef, LessonRef } from "./course-walk";
import { lessonFacts } from "./lesson-facts";
import { refuseLocked, statusOf } from "./student-lessons";
import { completeBlock, finishCourseIfDone, startLesson } from "./record-progress";
import { scoreTest, upsertAnswers } from "./scoring";
import { submitWork } from "./submit-task";
import { notifyWorkSent } from "../notifications/notify-facts";
import { dropTestDraft, saveTestDraft } from "./test-drafts";
import { dropAnswerDraft, saveAnswerDraft } from "./answer-drafts";
import { lateOrRefused } from "../deadlines/sending-window";

/**
 * The student's writes (SPEC §3 lesson statistics, §4): each checks, inside its update, that the
 * lesson is open to him (consecutiveAppearance), and records the block done and the course finished.
 */
type Student = { readonly courseId: number; readonly userId: number; readonly body: CourseBody; readonly now: string };

const lessonView = (
  db: DbData,
  courseId: number,
  userId: number,
  ref: LessonRef,
  record: LessonProgressRecord,
): LessonProgressView => ({
  lessonID: ref.lesson.lessonID,
  status: statusOf(lessonFacts(db, courseId, userId, ref.lesson)),
  statistics: {
    id: String(record.id),
    course_id: String(courseId),
    section_id: ref.moduleID,
    start_date: record.start_date,
    end_date: record.end_date,
    blocks: record.blocks.map((b) => ({ ...b })),
  },
  course_completed_at:
    db.enrolments.find((e) => e.course_id === courseId && e.user_id === userId)?.completed_at ?? null,
});

/** A plain copy (safe to use after the update that produced a draft of it has finished). */
export const submissionView = (record: SubmissionView): SubmissionView => ({
  ...record,
  attempts: record.attempts.map((a) => ({
    ...a,
    files: a.files.map((f) => ({ ...f })),
    feedback: a.feedback === null ? null : { ...a.feedback },
    ...(a.replies === undefined ? {} : { replies: a.replies.map((r) => ({ ...r })) }),
  })),
});

export const startLessonOf = (store: Store, s: Student, ref: LessonRef): Promise<LessonProgressView> =>
  store.update((db) => {
    refuseLocked(db, s.body, s.courseId, s.userId, ref);
    const who = { courseId: s.courseId, userId: s.userId, now: s.now };
    const record = startLesson(db, who, ref);
    finishCourseIfDone(db, who, s.body);
    return lessonView(db, s.courseId, s.userId, ref, record);
  });

/** A block marked done; a test must be answered and a free task submitted first (409). */
export const completeBlockOf = (
  store: Store,
  s: Student,
  ref: LessonRef,
  found: BlockRef,
): Promise<LessonProgressView> =>
  store.update((db) => {
    refuseLocked(db, s.body, s.courseId, s.userId, ref);
    const blockID = found.block.contentBlockID;
    const mine = <T extends { course_id: number; user_id: number; block_id: string }>(r: T): boolean =>
      r.course_id === s.courseId && r.user_id === s.userId && r.block_id === blockID;
    const tag = found.block.content._tag;
    if (tag === "test" && !db.testAttempts.some(mine)) throw new HttpError(409, PASSAGE_MESSAGES.answerTestFirst);
    if (tag === "freeTask" && !db.submissions.some(mine)) throw new HttpError(409, PASSAGE_MESSAGES.submitTaskFirst);
    const record = completeBlock(db, { courseId: s.courseId, userId: s.userId, now: s.now }, ref, blockID, s.body);
    return lessonView(db, s.courseId, s.userId, ref, record);
  });

/** A test's answers scored and kept (merged into an earlier attempt), its draft dropped, its block done. */
export const answerTest = (
  store: Store,
  s: Student,
  found: LessonRef & BlockRef,
  questions: ReadonlyArray<TestQuestion>,
  given: TestAnswersRequest["answers"],
): Promise<TestResult> =>
  store.update((db) => {
    const { courseId, userId, now } = s;
    const blockID = found.block.contentBlockID;
    refuseLocked(db, s.body, courseId, userId, found);
    lateOrRefused(db, { courseId, userId, lessonId: found.lesson.lessonID, taskId: found.taskID }, Date.parse(now));
    const previous = db.testAttempts.find(
      (t) => t.course_id === courseId && t.user_id === userId && t.block_id === blockID,
    );
    if (previous !== undefined && s.body.settings.actions.prohibitReplay)
      throw new HttpError(409, PASSAGE_MESSAGES.replayProhibited);
    const answers = upsertAnswers(previous?.answers ?? [], given);
    const result = scoreTest(questions, answers, now);
    if (previous === undefined) {
      db.testAttempts.push(
        castDraft({
          id: nextId(db, "testAttempts"),
          course_id: courseId,
          user_id: userId,
          lesson_id: found.lesson.lessonID,
          task_id: found.taskID,
          block_id: blockID,
          answers,
          score: result.score,
          max_score: result.max_score,
          answered_at: now,
        }),
      );
    } else {
      Object.assign(previous, {
        answers: castDraft(answers),
        score: result.score,
        max_score: result.max_score,
        answered_at: now,
      });
    }
    dropTestDraft(db, courseId, userId, blockID);
    completeBlock(db, { courseId, userId, now }, found, blockID, s.body);
    return result;
  });

/** A free task's answer submitted (a new attempt), its block done. */
export const submitTask = (
  store: Store,
  s: Student,
  found: LessonRef & BlockRef,
  taskID: string,
  answer: { readonly text: string; readonly files: ReadonlyArray<FileRef> },
): Promise<SubmissionView> =>
  store.update((db) => {
    const { courseId, userId, now } = s;
    const blockID = found.block.contentBlockID;
    refuseLocked(db, s.body, courseId, userId, found);
    const late = lateOrRefused(
      db,
      { courseId, userId, lessonId: found.lesson.lessonID, taskId: taskID },
      Date.parse(now),
    );
    const record = submitWork(db, {
      courseId,
      userId,
      moduleID: found.moduleID,
      lessonID: found.lesson.lessonID,
      taskID,
      blockID,
      text: answer.text,
      files: answer.files,
      now,
      late,
    });
    completeBlock(db, { courseId, userId, now }, found, blockID, s.body);
    dropAnswerDraft(db, { courseId, userId, blockID });
    notifyWorkSent(db, Date.parse(now), record);
    return submissionView(record);
  });

/** A test's ticks so far kept as its draft (nothing scored); refused where an answer would be. */
export const saveTestDraftOf = (
  store: Store,
  s: Student,
  found: LessonRef & BlockRef,
  answers: TestAnswersRequest["answers"],
): Promise<TestDraftView> =>
  store.update((db) => {
    const { courseId, userId } = s;
    const blockID = found.block.contentBlockID;
    refuseLocked(db, s.body, courseId, userId, found);
    const answered = db.testAttempts.some(
      (t) => t.course_id === courseId && t.user_id === userId && t.block_id === blockID,
    );
    if (answered && s.body.settings.actions.prohibitReplay) throw new HttpError(409, PASSAGE_MESSAGES.replayProhibited);
    return saveTestDraft(db, { courseId, userId, blockID }, answers, s.now);
  });

/**
 * A free answer's draft (issue #30), kept unless the one kept was typed later; refused (409) in a
 * locked lesson and once the answer is on review or accepted (nothing to type then).
 */
export const saveAnswerDraftOf = (
  store: Store,
  s: Student,
  found: LessonRef & BlockRef,
  draft: { readonly text: string; readonly files: ReadonlyArray<FileRef>; readonly updated_at: string },
): Promise<AnswerDraftView> =>
  store.update((db) => {
    const { courseId, userId } = s;
    const blockID = found.block.contentBlockID;
    refuseLocked(db, s.body, courseId, userId, found);
    const submission = db.submissions.find(
      (r) => r.course_id === courseId && r.user_id === userId && r.block_id === blockID,
    );
    if (submission?.status === "onReview") throw new HttpError(409, PASSAGE_MESSAGES.onReview);
    if (submission?.status === "accepted") throw new HttpError(409, PASSAGE_MESSAGES.accepted);
    return saveAnswerDraft(db, { courseId, userId, blockID }, draft);
  });
