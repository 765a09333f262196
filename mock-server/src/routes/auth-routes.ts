import { randomBytes } from "node:crypto";
import {
  LoginRequest,
  RefreshRequest,
  type LoginResponse,
  type RefreshResponse,
  type RoleResponse,
} from "@app/domain/api/auth";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { hashPassword, needsRehash, verifyPassword, type PasswordHash } from "../auth/passwords";
import { upgradePasswordHash } from "../auth/password-changes";
import { TOO_MANY_ATTEMPTS, createLoginThrottle } from "../auth/login-throttle";
import type { AppContext } from "../app-context";
import { decodeBody } from "../http/decode-body";
import { HttpError } from "../http/http-error";
import { principalOf } from "../http/authenticate";
import { routeTable, type ApiRoute } from "../http/route-table";
import { userByEmail } from "../store/lookups";

/** SPEC §7: login, token/refresh, logout and role. */
export const authRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  const loginFailed = () => new HttpError(422, ERROR_MESSAGES.loginFailed, { email: [ERROR_MESSAGES.loginFailed] });
  const throttle = createLoginThrottle(ctx.clock);
  let decoyHash: Promise<PasswordHash> | undefined;
  const decoy = (): Promise<PasswordHash> =>
    (decoyHash ??= hashPassword(randomBytes(16).toString("hex"), ctx.passwordCost));

  router.post("/login", ctx.jsonBody, async (req, res) => {
    const body = decodeBody(LoginRequest, req.body, ERROR_MESSAGES.loginFailed);
    const email = body.email.trim().toLowerCase();
    const address = req.socket.remoteAddress ?? "";
    const wait = throttle.retryAfter(email, address);
    if (wait > 0) {
      res.setHeader("Retry-After", String(wait));
      throw new HttpError(429, TOO_MANY_ATTEMPTS(wait));
    }
    const user = userByEmail(ctx.store.data.users, email);
    // An unknown e-mail costs the same hash as a known one: the answer's time does not tell (issue #32 row 8).
    const matches = await verifyPassword(body.password, user?.password ?? (await decoy()));
    if (user === undefined || !matches) {
      throttle.failed(email, address);
      throw loginFailed();
    }
    throttle.succeeded(email, address);
    if (needsRehash(user.password, ctx.passwordCost)) {
      const after = await hashPassword(body.password, ctx.passwordCost);
      await upgradePasswordHash(ctx.store, { userId: user.id, before: user.password, after });
    }
    const tokens = await ctx.sessions.open(user.id);
    const answer: LoginResponse = { tokens, roles: user.roles };
    res.json(answer);
  });

  router.post("/token/refresh", ctx.jsonBody, async (req, res) => {
    const body = decodeBody(RefreshRequest, req.body);
    const tokens = await ctx.sessions.refresh(body.refresh_token);
    if (tokens === null) throw new HttpError(401, "");
    const answer: RefreshResponse = { data: tokens };
    res.json(answer);
  });

  router.post("/logout", ctx.authenticate, async (_req, res) => {
    await ctx.sessions.revoke(principalOf(res).sessionId);
    res.json({ data: { ok: true } });
  });

  router.get("/role", ctx.authenticate, (_req, res) => {
    const answer: RoleResponse = { data: principalOf(res).user.roles };
    res.json(answer);
  });

  return router.routes;
};
