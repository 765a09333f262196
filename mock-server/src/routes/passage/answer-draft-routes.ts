import { AnswerDraftRequest } from "@app/domain/api/passage";
import { keptDraftTime } from "@app/domain/passage/draft-order";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { FREE_ANSWER_DRAFT_MAX, overLimitError } from "@app/domain/validation/text-limits";
import type { AppContext } from "../../app-context";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError } from "../../http/http-error";
import { routeTable, type ApiRoute } from "../../http/route-table";
import { enrolledTask } from "../../passage/enrolled-task";
import { ownFiles } from "../../passage/own-files";
import { saveAnswerDraftOf } from "../../passage/passage-writes";

/**
 * PUT /api/my-courses/{id}/tasks/{taskId}/blocks/{blockId}/draft (issue #30): a free answer as typed
 * (text up to the draft limit, the student's own files), so another device finds it. The draft typed
 * latest stays (a device's clock ahead of the server's counts as the server's now); the answer is
 * the draft kept. Nothing is sent for review: `POST …/submissions` does that, and drops the draft.
 */
export const answerDraftRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  router.put("/my-courses/:id/tasks/:taskId/blocks/:blockId/draft", ctx.authenticate, async (req, res) => {
    const { course, body, userId, found } = enrolledTask(ctx.store.data, req.params, principalOf(res));
    const request = decodeBody(AnswerDraftRequest, req.body);
    const typedAt = Date.parse(request.updated_at);
    if (Number.isNaN(typedAt)) throw new HttpError(422, "", { updated_at: [VALIDATION_MESSAGES.invalidDate] });
    const tooLong = overLimitError(request.text.length, FREE_ANSWER_DRAFT_MAX);
    if (tooLong !== undefined) throw new HttpError(422, "", { text: [tooLong] });
    const files = ownFiles(ctx.store.data, userId, request.files);
    const now = ctx.clock();
    const data = await saveAnswerDraftOf(
      ctx.store,
      { courseId: course.id, userId, body, now: new Date(now).toISOString() },
      found,
      { text: request.text, files, updated_at: new Date(keptDraftTime(typedAt, now)).toISOString() },
    );
    res.json({ data });
  });
  return router.routes;
};
