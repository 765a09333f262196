import { Router } from "express";
import type { OkResponse } from "@app/domain/api/auth";
import { RESET_LINK_PATH } from "@app/domain/api/password";
import { validatePasswordReset, validatePasswordUpdate, validateResetRequest } from "@app/domain/validation/forms";
import { normalizeEmail } from "@app/domain/validation/email";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { RESET_TOKEN_TTL_MS, hashResetToken, newResetToken } from "../auth/reset-tokens";
import type { AppContext } from "../app-context";
import { principalOf } from "../http/authenticate";
import { formInput, invalidField, rejectInvalid } from "../http/form-input";
import { sendMail } from "../mail/outbox";

const OK: OkResponse = { data: { ok: true } };

/** SPEC §7 password/requestReset, password/reset and password/update. */
export const passwordRoutes = (ctx: AppContext): Router => {
  const router = Router();

  router.post("/password/requestReset", ctx.jsonBody, async (req, res) => {
    const input = formInput(req.body, ["email"]);
    rejectInvalid(validateResetRequest(input));
    const email = normalizeEmail(input.email ?? "");
    const user = ctx.store.data.users.find((u) => u.email === email);
    if (user === undefined) throw invalidField("email", VALIDATION_MESSAGES.emailUnknown);
    const token = newResetToken();
    const now = ctx.clock();
    const link = `${RESET_LINK_PATH}?${new URLSearchParams({ token, email }).toString()}`;
    await ctx.store.update((db) => {
      if (db.resetTokens.some((t) => t.used || t.expiresAt <= now)) {
        db.resetTokens = db.resetTokens.filter((t) => !t.used && t.expiresAt > now);
      }
      db.resetTokens.push({ hash: hashResetToken(token), userId: user.id, expiresAt: now + RESET_TOKEN_TTL_MS, used: false });
      sendMail(db, now, {
        kind: "password-reset",
        to: email,
        subject: "Восстановление пароля",
        text: "Чтобы задать новый пароль, перейдите по ссылке. Ссылка действует один час и только один раз.",
        link,
      });
    });
    res.json(OK);
  });

  router.post("/password/reset", ctx.jsonBody, async (req, res) => {
    const input = formInput(req.body, ["email", "password", "token"]);
    rejectInvalid(validatePasswordReset(input));
    const email = normalizeEmail(input.email ?? "");
    const hash = hashResetToken(input.token ?? "");
    const password = hashPassword(input.password ?? "");
    const now = ctx.clock();
    const done = await ctx.store.update((db) => {
      const user = db.users.find((u) => u.email === email);
      const token = db.resetTokens.find((t) => t.hash === hash);
      if (user === undefined || token === undefined || token.used || token.expiresAt <= now || token.userId !== user.id) {
        return false;
      }
      token.used = true;
      user.password = password;
      // A new password signs every device out.
      db.sessions.forEach((s) => {
        if (s.userId === user.id) s.revoked = true;
      });
      return true;
    });
    if (!done) throw invalidField("token", VALIDATION_MESSAGES.resetTokenInvalid);
    res.json(OK);
  });

  router.post("/password/update", ctx.authenticate, async (req, res) => {
    const input = formInput(req.body, ["old_password", "new_password", "new_password_confirmation"]);
    rejectInvalid(validatePasswordUpdate(input));
    const { user, sessionId } = principalOf(res);
    if (!verifyPassword(input.old_password ?? "", user.password)) {
      throw invalidField("old_password", VALIDATION_MESSAGES.oldPasswordWrong);
    }
    const password = hashPassword(input.new_password ?? "");
    await ctx.store.update((db) => {
      const record = db.users.find((u) => u.id === user.id);
      if (record !== undefined) record.password = password;
      // Other devices are signed out; this one stays.
      db.sessions.forEach((s) => {
        if (s.userId === user.id && s.id !== sessionId) s.revoked = true;
      });
    });
    res.json(OK);
  });

  return router;
};
