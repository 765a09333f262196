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
import type { DbDraft } from "../store/store";
import type { ResetTokenRecord } from "../store/db-schema";

const OK: OkResponse = { data: { ok: true } };

/**
 * Ends every reset link of a user (a newer link supersedes the older ones; a new password ends them
 * all), and removes a few dead ones: each removal moves the last record into its slot, so the
 * journal records what changed, never the whole collection.
 */
const endResetLinks = (db: DbDraft, userId: number, now: number): void => {
  db.resetTokens.forEach((t) => {
    if (t.userId === userId && !t.used) t.used = true;
  });
  let removed = 0;
  for (let i = db.resetTokens.length - 1; i >= 0 && removed < 4; i -= 1) {
    const t = db.resetTokens[i];
    if (t === undefined || (t.userId !== userId && !t.used && t.expiresAt > now)) continue;
    const last = db.resetTokens.length - 1;
    if (i !== last) db.resetTokens[i] = db.resetTokens[last] as ResetTokenRecord;
    db.resetTokens.length = last;
    removed += 1;
  }
};

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
      endResetLinks(db, user.id, now);
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
      endResetLinks(db, user.id, now);
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
    const now = ctx.clock();
    await ctx.store.update((db) => {
      const record = db.users.find((u) => u.id === user.id);
      if (record !== undefined) record.password = password;
      endResetLinks(db, user.id, now);
      // Other devices are signed out; this one stays.
      db.sessions.forEach((s) => {
        if (s.userId === user.id && s.id !== sessionId) s.revoked = true;
      });
    });
    res.json(OK);
  });

  return router;
};
