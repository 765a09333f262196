import { randomBytes } from "node:crypto";
import { RESET_LINK_PATH } from "@app/domain/api/password";
import { lowCostHashSync } from "../auth/passwords";
import { hashResetToken, newResetToken } from "../auth/reset-tokens";
import { userByEmail } from "../store/lookups";
import { nextId } from "../store/next-id";
import type { Store } from "../store/store";
import { newProfile } from "../store/user-record";
import { appendAudit } from "./audit-log";

/** The first administrator's link to set his password lives a day: he may read the server's console later. */
export const ADMIN_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type AdminMade =
  /** A new account: `link` sets its password (the site's own reset page), once, within a day. */
  | { readonly kind: "created"; readonly userId: number; readonly link: string }
  /** An account that existed (he registered first): now an administrator, his password unchanged. */
  | { readonly kind: "promoted"; readonly userId: number; readonly from: string }
  /** Already an administrator: a new `link`, for one who lost his password (no mail leaves in production). */
  | { readonly kind: "already"; readonly userId: number; readonly link: string };

/**
 * `npm run admin -- create EMAIL` (issue #32 part 4): makes EMAIL an administrator, in one update
 * with its audit entry (no actor: the operator at the server's console). A new account gets an
 * unusable random password and a one-time link to set one; no mail leaves (production has no mail
 * transport), the command prints the link.
 */
export const makeAdmin = (store: Store, email: string, nowMs: number): Promise<AdminMade> =>
  store.update((db): AdminMade => {
    const passwordLink = (userId: number): string => {
      const token = newResetToken();
      db.resetTokens.push({ hash: hashResetToken(token), userId, expiresAt: nowMs + ADMIN_LINK_TTL_MS, used: false });
      return `${RESET_LINK_PATH}?${new URLSearchParams({ token, email }).toString()}`;
    };
    const existing = userByEmail(db.users, email);
    if (existing !== undefined && existing.roles.includes("admin"))
      return { kind: "already", userId: existing.id, link: passwordLink(existing.id) };
    const audit = (userId: number, from: string | null) =>
      appendAudit(db, nowMs, {
        actor_id: null,
        action: "admin.created",
        target: { kind: "user", id: userId, label: email },
        from,
        to: "admin",
        school: null,
      });
    if (existing !== undefined) {
      const from = existing.roles.join(", ");
      existing.roles = ["admin"];
      existing.school_id = [];
      audit(existing.id, from);
      return { kind: "promoted", userId: existing.id, from };
    }
    const id = nextId(db, "users", db.users.length);
    db.users.push({
      id,
      email,
      // 256 random bits nobody knows: no cost of hashing makes them guessable, so the low one does.
      password: lowCostHashSync(randomBytes(32).toString("base64url")),
      roles: ["admin"],
      school_id: [],
      profile: newProfile(nextId(db, "profiles", 100 + id), "", null, null),
    });
    audit(id, null);
    return { kind: "created", userId: id, link: passwordLink(id) };
  });
