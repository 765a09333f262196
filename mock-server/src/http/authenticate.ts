import type { NextFunction, Request, RequestHandler, Response } from "express";
import { roleFromServer, type Role } from "@app/domain/auth/roles";
import type { UserRecord } from "../store/db-schema";
import type { Store } from "../store/store";
import type { SessionService } from "../auth/sessions";
import type { TokenSigner } from "../auth/tokens";
import { HttpError } from "./http-error";
import { userById } from "../store/lookups";

export type Principal = { readonly user: UserRecord; readonly sessionId: string; readonly roles: ReadonlyArray<Role> };

/** The signed-in user of a request that passed `authenticate`. */
export const principalOf = (res: Response): Principal => {
  const principal: unknown = res.locals.principal;
  if (principal === undefined) throw new Error("principalOf used on a route without authenticate");
  return principal as Principal;
};

const bearer = (req: Request): string | null => {
  const header = req.get("authorization");
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
};

/** The signed-in user of a request that passed `optionalAuthenticate`, or null for an anonymous one. */
export const maybePrincipal = (res: Response): Principal | null => {
  const principal: unknown = res.locals.principal;
  return principal === undefined ? null : (principal as Principal);
};

type Verify = (token: string) => Principal | null;

const verifier =
  (store: Store, signer: TokenSigner, sessions: SessionService, clock: () => number): Verify =>
  (token) => {
    const claims = signer.verifyAccess(token, clock());
    if (claims === null || !sessions.isActive(claims.sid, claims.gen)) return null;
    // `sub` is String(id) of a token we signed, so comparing numbers is the same test without a string per user.
    const userId = Number(claims.sub);
    const user = userById(store.data.users, userId);
    return user === undefined ? null : { user, sessionId: claims.sid, roles: user.roles.map(roleFromServer) };
  };

/** 401 for no token, a bad one, an expired one or a revoked session. */
export const authenticate = (
  store: Store,
  signer: TokenSigner,
  sessions: SessionService,
  clock: () => number,
): RequestHandler => {
  const verify = verifier(store, signer, sessions, clock);
  return (req: Request, res: Response, next: NextFunction) => {
    const token = bearer(req);
    const principal = token === null ? null : verify(token);
    if (principal === null) return next(new HttpError(401, ""));
    res.locals.principal = principal;
    next();
  };
};

/** Anonymous requests pass; a token that is sent must be good (401 otherwise, so the client refreshes). */
export const optionalAuthenticate = (
  store: Store,
  signer: TokenSigner,
  sessions: SessionService,
  clock: () => number,
): RequestHandler => {
  const verify = verifier(store, signer, sessions, clock);
  return (req: Request, res: Response, next: NextFunction) => {
    const token = bearer(req);
    if (token === null) return next();
    const principal = verify(token);
    if (principal === null) return next(new HttpError(401, ""));
    res.locals.principal = principal;
    next();
  };
};

/** 403 unless the signed-in user holds one of the roles. */
export const requireRole =
  (allowed: ReadonlyArray<Role>): RequestHandler =>
  (_req, res, next) => {
    const { roles } = principalOf(res);
    if (!roles.some((role) => allowed.includes(role))) return next(new HttpError(403, ""));
    next();
  };
