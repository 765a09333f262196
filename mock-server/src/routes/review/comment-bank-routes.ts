import {
  BankCommentUpdateRequest,
  NewBankCommentRequest,
  type BankCommentResponse,
  type CommentBankResponse,
} from "@app/domain/api/comment-bank";
import type { AppContext } from "../../app-context";
import { numericParam } from "../../access/course-access";
import { principalOf, requireRole } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError } from "../../http/http-error";
import { routeTable, type ApiRoute } from "../../http/route-table";
import {
  addBankComment,
  bankView,
  checkedBankText,
  editableComment,
  sharingSchools,
  visibleBank,
} from "../../review/comment-bank";
import { REVIEWER_ROLES } from "../../review/reviewer-roles";

/** Issue #34 part 3: the comment bank, GET/POST /api/review/comments and PUT/DELETE /api/review/comments/{id}. */
export const commentBankRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  const reviewer = [ctx.authenticate, requireRole(REVIEWER_ROLES)];

  router.get("/review/comments", ...reviewer, (_req, res) => {
    const principal = principalOf(res);
    const answer: CommentBankResponse = {
      data: visibleBank(ctx.store.data, principal).map((c) => bankView(principal, c)),
      meta: { can_share: sharingSchools(principal).length > 0 },
    };
    res.json(answer);
  });

  router.post("/review/comments", ...reviewer, async (req, res) => {
    const principal = principalOf(res);
    const body = decodeBody(NewBankCommentRequest, req.body);
    const text = checkedBankText(body.text);
    const now = new Date(ctx.clock()).toISOString();
    const record = await ctx.store.update((db) =>
      addBankComment(db, { principal, scope: body.scope ?? "own", schoolId: body.school_id, text, now }),
    );
    const answer: BankCommentResponse = { data: bankView(principal, record) };
    res.status(201).json(answer);
  });

  router.put("/review/comments/:id", ...reviewer, async (req, res) => {
    const principal = principalOf(res);
    const id = numericParam(req.params.id);
    editableComment(ctx.store.data, principal, id);
    const text = checkedBankText(decodeBody(BankCommentUpdateRequest, req.body).text);
    const now = new Date(ctx.clock()).toISOString();
    const record = await ctx.store.update((db) => {
      const found = db.bankComments.find((c) => c.id === id);
      if (found === undefined) throw new HttpError(404, "");
      found.text = text;
      found.updated_at = now;
      return { ...found };
    });
    const answer: BankCommentResponse = { data: bankView(principal, record) };
    res.json(answer);
  });

  router.delete("/review/comments/:id", ...reviewer, async (req, res) => {
    const id = numericParam(req.params.id);
    editableComment(ctx.store.data, principalOf(res), id);
    await ctx.store.update((db) => {
      const index = db.bankComments.findIndex((c) => c.id === id);
      if (index >= 0) db.bankComments.splice(index, 1);
    });
    res.json({ data: null });
  });

  return router.routes;
};
