import { Router } from "express";
import { castDraft } from "immer";
import { SubmissionRequest, TestAnswersRequest, type SubmissionView, type TestResult } from "@app/domain/api/passage";
import type { TestQuestion } from "@app/domain/course/block-content";
import type { FileRef } from "@app/domain/course/ids";
import { AUTHORING_MESSAGES, VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { FREE_ANSWER_MAX, normalizeAnswerText, overLimitError } from "@app/domain/validation/text-limits";
import type { AppContext } from "../../app-context";
import { PASSAGE_MESSAGES } from "@app/domain/validation/messages";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError } from "../../http/http-error";
import { findBlock } from "../../passage/course-walk";
import { enrolledCourse } from "../../passage/enrolled-course";
import { completeBlock } from "../../passage/record-progress";
import { scoreTest, upsertAnswers } from "../../passage/scoring";
import { submitWork } from "../../passage/submit-task";
import type { DbData } from "../../store/db-schema";
import { nextId } from "../../store/next-id";
import { fileUrl } from "../file-routes";
import { refuseLocked } from "./lesson-routes";

const MAX_FILES = 20;

/** 422 `answers.{i}.questionID` / `answers.{i}.answerIDList` for ids that are not in the test. */
const checkAnswers = (questions: ReadonlyArray<TestQuestion>, answers: TestAnswersRequest["answers"]): void => {
  if (answers.length === 0) throw new HttpError(422, "", { answers: [VALIDATION_MESSAGES.required] });
  const errors: Record<string, string[]> = {};
  answers.forEach((answer, i) => {
    const question = questions.find((q) => q.questionID === answer.questionID);
    if (question === undefined) errors[`answers.${i}.questionID`] = [VALIDATION_MESSAGES.unknownOption];
    else if (answer.answerIDList.length === 0) errors[`answers.${i}.answerIDList`] = [VALIDATION_MESSAGES.required];
    else if (!answer.answerIDList.every((id) => question.answers.some((a) => a.answerID === id))) errors[`answers.${i}.answerIDList`] = [VALIDATION_MESSAGES.unknownOption];
  });
  if (Object.keys(errors).length > 0) throw new HttpError(422, "", errors);
};

/** The student's own uploads as FileRefs; 422 `files.{i}` for any other id. */
const ownFiles = (db: DbData, userId: number, ids: ReadonlyArray<string>): ReadonlyArray<FileRef> => {
  if (ids.length > MAX_FILES) throw new HttpError(422, "", { files: [`Не более ${MAX_FILES} файлов`] });
  const errors: Record<string, string[]> = {};
  const refs = ids.flatMap((id, i) => {
    const file = db.files.find((f) => f.id === id && f.owner_id === userId);
    if (file === undefined) errors[`files.${i}`] = [PASSAGE_MESSAGES.notYourFile];
    return file === undefined ? [] : [{ id: file.id, name: file.name, url: fileUrl(file.id), size: file.size }];
  });
  if (Object.keys(errors).length > 0) throw new HttpError(422, "", errors);
  return refs;
};

/** A plain copy (safe to use after the update that produced a draft of it has finished). */
export const submissionView = (record: SubmissionView): SubmissionView => ({
  ...record,
  attempts: record.attempts.map((a) => ({ ...a, files: a.files.map((f) => ({ ...f })), feedback: a.feedback === null ? null : { ...a.feedback } })),
});

/** Answering tests and submitting free tasks; the student's own submissions. */
export const workRoutes = (ctx: AppContext): Router => {
  const router = Router();

  router.post("/my-courses/:id/tests/:blockId/answers", ctx.authenticate, async (req, res) => {
    const { course, body, userId } = enrolledCourse(ctx.store.data, req.params.id, principalOf(res));
    const found = findBlock(body, String(req.params.blockId));
    if (found === undefined) throw new HttpError(404, AUTHORING_MESSAGES.blockNotFound);
    const { content } = found.block;
    if (content._tag !== "test") throw new HttpError(404, PASSAGE_MESSAGES.notATest);
    const request = decodeBody(TestAnswersRequest, req.body);
    checkAnswers(content.questions, request.answers);
    const now = new Date(ctx.clock()).toISOString();
    const blockID = found.block.contentBlockID;
    const data: TestResult = await ctx.store.update((db) => {
      refuseLocked(db, body, course.id, userId, found);
      const previous = db.testAttempts.find((t) => t.course_id === course.id && t.user_id === userId && t.block_id === blockID);
      if (previous !== undefined && body.settings.actions.prohibitReplay) throw new HttpError(409, PASSAGE_MESSAGES.replayProhibited);
      const answers = upsertAnswers(previous?.answers ?? [], request.answers);
      const result = scoreTest(content.questions, answers, now);
      if (previous === undefined) {
        db.testAttempts.push(
          castDraft({ id: nextId(db, "testAttempts"), course_id: course.id, user_id: userId, lesson_id: found.lesson.lessonID, task_id: found.taskID, block_id: blockID, answers, score: result.score, max_score: result.max_score, answered_at: now }),
        );
      } else {
        Object.assign(previous, { answers: castDraft(answers), score: result.score, max_score: result.max_score, answered_at: now });
      }
      completeBlock(db, { courseId: course.id, userId, now }, found, blockID, body);
      return result;
    });
    res.json({ data });
  });

  router.post("/my-courses/:id/tasks/:taskId/blocks/:blockId/submissions", ctx.authenticate, async (req, res) => {
    const { course, body, userId } = enrolledCourse(ctx.store.data, req.params.id, principalOf(res));
    const found = findBlock(body, String(req.params.blockId));
    const taskID = found?.taskID;
    if (found === undefined || taskID == null || taskID !== String(req.params.taskId)) throw new HttpError(404, AUTHORING_MESSAGES.blockNotFound);
    if (found.block.content._tag !== "freeTask") throw new HttpError(404, PASSAGE_MESSAGES.notAFreeTask);
    const request = decodeBody(SubmissionRequest, req.body);
    // Indentation is kept (code answers): only blank lines before and whitespace after go.
    const text = normalizeAnswerText(request.text ?? "");
    const files = ownFiles(ctx.store.data, userId, request.files ?? []);
    const tooLong = overLimitError(text.length, FREE_ANSWER_MAX);
    if (tooLong !== undefined) throw new HttpError(422, "", { text: [tooLong] });
    if (text === "" && files.length === 0) throw new HttpError(422, "", { text: [VALIDATION_MESSAGES.required] });
    const now = new Date(ctx.clock()).toISOString();
    const blockID = found.block.contentBlockID;
    const data = await ctx.store.update((db) => {
      refuseLocked(db, body, course.id, userId, found);
      const work = { courseId: course.id, userId, moduleID: found.moduleID, lessonID: found.lesson.lessonID, taskID, blockID, text, files, now };
      const record = submitWork(db, work);
      completeBlock(db, { courseId: course.id, userId, now }, found, blockID, body);
      return submissionView(record);
    });
    res.status(201).json({ data });
  });

  router.get("/my-courses/:id/submissions", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const { course, userId } = enrolledCourse(db, req.params.id, principalOf(res));
    const data = db.submissions.filter((s) => s.course_id === course.id && s.user_id === userId).map(submissionView);
    res.json({ data });
  });

  return router;
};
