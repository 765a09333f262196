import type { OkResponse } from "@app/domain/api/auth";
import { RESET_LINK_PATH } from "@app/domain/api/password";
import { validatePasswordReset, validatePasswordUpdate, validateResetRequest } from "@app/domain/validation/forms";
import { normalizeEmail } from "@app/domain/validation/email";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { hashResetToken, newResetToken } from "../auth/reset-tokens";
import type { AppContext } from "../app-context";
import { principalOf } from "../http/authenticate";
import { formInput, invalidField, rejectInvalid } from "../http/form-input";
import { changePassword, resetPassword, sendResetLink } from "../auth/password-changes";
import { routeTable, type ApiRoute } from "../http/route-table";
import { clientAddress, createRequestLimiter } from "../auth/request-limits";
import { userByEmail } from "../store/lookups";

const OK: OkResponse = { data: { ok: true } };

/** SPEC §7 password/requestReset, password/reset and password/update. */
export const passwordRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  const limiter = createRequestLimiter("resetMail", ctx.clock);

  /**
   * Issue #32: limited per address and per e-mail, and the same answer whether or not an account
   * has this e-mail (only a real account gets the mail).
   */
  router.post("/password/requestReset", ctx.jsonBody, async (req, res) => {
    const input = formInput(req.body, ["email"]);
    rejectInvalid(validateResetRequest(input));
    const email = normalizeEmail(input.email ?? "");
    limiter.admit(res, clientAddress(req), email);
    const user = userByEmail(ctx.store.data.users, email);
    if (user === undefined) {
      res.json(OK);
      return;
    }
    const token = newResetToken();
    const now = ctx.clock();
    const link = `${RESET_LINK_PATH}?${new URLSearchParams({ token, email }).toString()}`;
    await sendResetLink(ctx.store, { userId: user.id, email, token, link }, now);
    res.json(OK);
  });

  router.post("/password/reset", ctx.jsonBody, async (req, res) => {
    const input = formInput(req.body, ["email", "password", "token"]);
    rejectInvalid(validatePasswordReset(input));
    const email = normalizeEmail(input.email ?? "");
    const hash = hashResetToken(input.token ?? "");
    const password = await hashPassword(input.password ?? "", ctx.passwordCost);
    const now = ctx.clock();
    const done = await resetPassword(ctx.store, { email, hash, password }, now);
    if (!done) throw invalidField("token", VALIDATION_MESSAGES.resetTokenInvalid);
    res.json(OK);
  });

  router.post("/password/update", ctx.authenticate, async (req, res) => {
    const input = formInput(req.body, ["old_password", "new_password", "new_password_confirmation"]);
    rejectInvalid(validatePasswordUpdate(input));
    const { user, sessionId } = principalOf(res);
    if (!(await verifyPassword(input.old_password ?? "", user.password))) {
      throw invalidField("old_password", VALIDATION_MESSAGES.oldPasswordWrong);
    }
    const password = await hashPassword(input.new_password ?? "", ctx.passwordCost);
    const now = ctx.clock();
    await changePassword(ctx.store, { userId: user.id, sessionId, password }, now);
    res.json(OK);
  });

  return router.routes;
};
