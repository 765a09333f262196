import { randomBytes } from "node:crypto";
import type { DbData } from "../store/db-schema";
import type { DbDraft } from "../store/store";

/** Issue #37: a new private calendar token: 32 random bytes, base64url. */
const newToken = (): string => randomBytes(32).toString("base64url");

/** The person's token, made (or, with `renew`, replaced) inside the caller's update. */
export const calendarTokenOf = (db: DbDraft, userId: number, nowMs: number, renew: boolean): string => {
  const found = db.calendarTokens.find((t) => t.user_id === userId);
  if (found !== undefined && !renew) return found.token;
  const token = newToken();
  if (found === undefined)
    db.calendarTokens.push({ user_id: userId, token, created_at: new Date(nowMs).toISOString() });
  else Object.assign(found, { token, created_at: new Date(nowMs).toISOString() });
  return token;
};

/** Whose feed a token opens, if anyone's. */
export const calendarOwner = (db: DbData, token: string): number | undefined =>
  db.calendarTokens.find((t) => t.token === token)?.user_id;

/** `/calendar/{token}.ics`. */
export const calendarPath = (token: string): string => `/calendar/${token}.ics`;
