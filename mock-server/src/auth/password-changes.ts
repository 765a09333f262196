import { sendMail } from "../mail/outbox";
import type { ResetTokenRecord } from "../store/db-schema";
import type { DbDraft, Store } from "../store/store";
import { userById } from "../store/lookups";
import type { PasswordHash } from "./passwords";
import { RESET_TOKEN_TTL_MS, hashResetToken } from "./reset-tokens";

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

/** A new reset link for a user (the older ones end), mailed to him. */
export const sendResetLink = (
  store: Store,
  request: { readonly userId: number; readonly email: string; readonly token: string; readonly link: string },
  now: number,
): Promise<void> =>
  store.update((db) => {
    endResetLinks(db, request.userId, now);
    db.resetTokens.push({
      hash: hashResetToken(request.token),
      userId: request.userId,
      expiresAt: now + RESET_TOKEN_TTL_MS,
      used: false,
    });
    sendMail(db, now, {
      kind: "password-reset",
      to: request.email,
      subject: "Восстановление пароля",
      text: "Чтобы задать новый пароль, перейдите по ссылке. Ссылка действует один час и только один раз.",
      link: request.link,
    });
  });

/** A new password by a live reset link of the user's: false when the link is unknown, used, expired or another's. */
export const resetPassword = (
  store: Store,
  request: { readonly email: string; readonly hash: string; readonly password: PasswordHash },
  now: number,
): Promise<boolean> =>
  store.update((db) => {
    const user = db.users.find((u) => u.email === request.email);
    const token = db.resetTokens.find((t) => t.hash === request.hash);
    if (user === undefined || token === undefined || token.used || token.expiresAt <= now || token.userId !== user.id) {
      return false;
    }
    endResetLinks(db, user.id, now);
    user.password = request.password;
    // A new password signs every device out.
    db.sessions.forEach((s) => {
      if (s.userId === user.id) s.revoked = true;
    });
    return true;
  });

/** A signed-in user's new password: his other devices are signed out, this one stays. */
export const changePassword = (
  store: Store,
  request: { readonly userId: number; readonly sessionId: string; readonly password: PasswordHash },
  now: number,
): Promise<void> =>
  store.update((db) => {
    const record = db.users.find((u) => u.id === request.userId);
    if (record !== undefined) record.password = request.password;
    endResetLinks(db, request.userId, now);
    db.sessions.forEach((s) => {
      if (s.userId === request.userId && s.id !== request.sessionId) s.revoked = true;
    });
  });

/** A stronger hash of the same password, made at sign-in (passwords.ts `needsRehash`); kept only if the password did not change meanwhile. */
export const upgradePasswordHash = (
  store: Store,
  request: { readonly userId: number; readonly before: PasswordHash; readonly after: PasswordHash },
): Promise<void> =>
  store.update((db) => {
    const user = userById(db.users, request.userId);
    if (user !== undefined && user.password.salt === request.before.salt) user.password = request.after;
  });
