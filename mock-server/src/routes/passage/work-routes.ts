import { SubmissionRequest, TestAnswersRequest } from "@app/domain/api/passage";
import type { FileRef } from "@app/domain/course/ids";
import { AUTHORING_MESSAGES, VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { FREE_ANSWER_MAX, normalizeAnswerText, overLimitError } from "@app/domain/validation/text-limits";
import type { AppContext } from "../../app-context";
import { PASSAGE_MESSAGES } from "@app/domain/validation/messages";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError } from "../../http/http-error";
import { checkAnswers } from "../../passage/check-answers";
import { findBlock } from "../../passage/course-walk";
import { enrolledCourse } from "../../passage/enrolled-course";
import { enrolledTest } from "../../passage/enrolled-test";
import { answerTest, submissionView, submitTask } from "../../passage/passage-writes";
import type { DbData } from "../../store/db-schema";
import { fileUrl } from "../../files/file-url";
import { routeTable, type ApiRoute } from "../../http/route-table";

const MAX_FILES = 20;

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

/** Answering tests and submitting free tasks; the student's own submissions. */
export const workRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.post("/my-courses/:id/tests/:blockId/answers", ctx.authenticate, async (req, res) => {
    const { course, body, userId, found, content } = enrolledTest(
      ctx.store.data,
      req.params.id,
      req.params.blockId,
      principalOf(res),
    );
    const request = decodeBody(TestAnswersRequest, req.body);
    checkAnswers(content.questions, request.answers);
    const data = await answerTest(
      ctx.store,
      { courseId: course.id, userId, body, now: new Date(ctx.clock()).toISOString() },
      found,
      content.questions,
      request.answers,
    );
    res.json({ data });
  });

  router.post("/my-courses/:id/tasks/:taskId/blocks/:blockId/submissions", ctx.authenticate, async (req, res) => {
    const { course, body, userId } = enrolledCourse(ctx.store.data, req.params.id, principalOf(res));
    const found = findBlock(body, String(req.params.blockId));
    const taskID = found?.taskID;
    if (found === undefined || taskID == null || taskID !== String(req.params.taskId))
      throw new HttpError(404, AUTHORING_MESSAGES.blockNotFound);
    if (found.block.content._tag !== "freeTask") throw new HttpError(404, PASSAGE_MESSAGES.notAFreeTask);
    const request = decodeBody(SubmissionRequest, req.body);
    // Indentation is kept (code answers): only blank lines before and whitespace after go.
    const text = normalizeAnswerText(request.text ?? "");
    const files = ownFiles(ctx.store.data, userId, request.files ?? []);
    const tooLong = overLimitError(text.length, FREE_ANSWER_MAX);
    if (tooLong !== undefined) throw new HttpError(422, "", { text: [tooLong] });
    if (text === "" && files.length === 0) throw new HttpError(422, "", { text: [VALIDATION_MESSAGES.required] });
    const data = await submitTask(
      ctx.store,
      { courseId: course.id, userId, body, now: new Date(ctx.clock()).toISOString() },
      found,
      taskID,
      { text, files },
    );
    res.status(201).json({ data });
  });

  router.get("/my-courses/:id/submissions", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const { course, userId } = enrolledCourse(db, req.params.id, principalOf(res));
    const data = db.submissions.filter((s) => s.course_id === course.id && s.user_id === userId).map(submissionView);
    res.json({ data });
  });

  return router.routes;
};
