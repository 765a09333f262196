import type { AuthorApplicationResponse } from "@app/domain/api/author";
import { validateAuthorApplication } from "@app/domain/validation/forms";
import { normalizeEmail } from "@app/domain/validation/email";
import { phoneDigits } from "@app/domain/validation/phone";
import type { AppContext } from "../app-context";
import { formInput, rejectInvalid } from "../http/form-input";
import { applyAsAuthor } from "../auth/author-applications";
import { routeTable, type ApiRoute } from "../http/route-table";
import { clientAddress, createRequestLimiter } from "../auth/request-limits";

/** SPEC §7 POST /api/author: anyone may apply; the managers get a notice in the outbox. */
export const authorRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  const limiter = createRequestLimiter("authorApplication", ctx.clock);
  router.post("/author", ctx.jsonBody, async (req, res) => {
    const input = formInput(req.body, ["name", "email", "phone"]);
    rejectInvalid(validateAuthorApplication(input));
    const name = (input.name ?? "").trim();
    const email = normalizeEmail(input.email ?? "");
    limiter.admit(res, clientAddress(req), email);
    const phone = phoneDigits(input.phone ?? "");
    const now = ctx.clock();
    const id = await applyAsAuthor(ctx.store, { name, email, phone }, now);
    const answer: AuthorApplicationResponse = { data: { id } };
    res.status(201).json(answer);
  });
  return router.routes;
};
