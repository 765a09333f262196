import { SubmissionRequest, TestAnswersRequest } from "@app/domain/api/passage";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { FREE_ANSWER_MAX, normalizeAnswerText, overLimitError } from "@app/domain/validation/text-limits";
import type { AppContext } from "../../app-context";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError } from "../../http/http-error";
import { checkAnswers } from "../../passage/check-answers";
import { enrolledTask } from "../../passage/enrolled-task";
import { enrolledCourse } from "../../passage/enrolled-course";
import { enrolledTest } from "../../passage/enrolled-test";
import { answerTest, submissionView, submitTask } from "../../passage/passage-writes";
import { ownFiles } from "../../passage/own-files";
import { routeTable, type ApiRoute } from "../../http/route-table";

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
    const { course, body, userId, found, taskID } = enrolledTask(ctx.store.data, req.params, principalOf(res));
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
