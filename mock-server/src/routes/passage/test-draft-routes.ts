import { TestAnswersRequest } from "@app/domain/api/passage";
import type { AppContext } from "../../app-context";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { checkAnswers } from "../../passage/check-answers";
import { enrolledTest } from "../../passage/enrolled-test";
import { saveTestDraftOf } from "../../passage/passage-writes";
import { routeTable, type ApiRoute } from "../../http/route-table";

/**
 * PUT /api/my-courses/{id}/tests/{blockId}/draft (issue #15): the ticks of a test, saved per
 * question as the student chooses them, so another device or a new sign-in finds them. Nothing is
 * scored and the block is not completed: `POST …/answers` does that, and drops the draft.
 */
export const testDraftRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  router.put("/my-courses/:id/tests/:blockId/draft", ctx.authenticate, async (req, res) => {
    const { course, body, userId, found, content } = enrolledTest(
      ctx.store.data,
      req.params.id,
      req.params.blockId,
      principalOf(res),
    );
    const request = decodeBody(TestAnswersRequest, req.body);
    checkAnswers(content.questions, request.answers, true);
    const data = await saveTestDraftOf(
      ctx.store,
      { courseId: course.id, userId, body, now: new Date(ctx.clock()).toISOString() },
      found,
      request.answers,
    );
    res.json({ data });
  });
  return router.routes;
};
