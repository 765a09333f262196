import { ReplyRequest } from "@app/domain/api/review";
import type { SubmissionView } from "@app/domain/api/passage";
import type { AppContext } from "../../app-context";
import { allow, numericParam } from "../../access/course-access";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError } from "../../http/http-error";
import { routeTable, type ApiRoute } from "../../http/route-table";
import { submissionView } from "../../passage/passage-writes";
import { checkedReply, replyToFeedback } from "../../review/reply-to-feedback";

/** Issue #34 part 6: POST /api/submissions/{id}/replies, the student's answer to a rework comment. */
export const replyRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.post("/submissions/:id/replies", ctx.authenticate, async (req, res) => {
    const id = numericParam(req.params.id);
    const submission = ctx.store.data.submissions.find((s) => s.id === id);
    if (submission === undefined) throw new HttpError(404, "");
    const userId = principalOf(res).user.id;
    allow(submission.user_id === userId);
    const text = checkedReply(decodeBody(ReplyRequest, req.body).text);
    const record = await ctx.store.update((db) =>
      submissionView(replyToFeedback(db, { submissionId: id, userId, text, nowMs: ctx.clock() })),
    );
    const answer: { data: SubmissionView } = { data: record };
    res.status(201).json(answer);
  });

  return router.routes;
};
