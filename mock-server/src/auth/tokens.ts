import jwt from "jsonwebtoken";
import * as Schema from "effect/Schema";
import * as Result from "effect/Result";

/**
 * HS256 JWTs through jsonwebtoken. Verification pins the algorithm (`alg: none` and every other
 * algorithm are rejected) and compares the signature as text, so only its one canonical base64url
 * spelling passes. Both tokens carry the session's refresh generation (`gen`): an access token
 * derived from a rotated pair shows the client received that pair.
 */
export const AccessClaims = Schema.Struct({
  typ: Schema.Literal("access"),
  sub: Schema.String,
  sid: Schema.String,
  gen: Schema.Number,
  iat: Schema.Number,
  exp: Schema.Number,
});
export type AccessClaims = typeof AccessClaims.Type;

export const RefreshClaims = Schema.Struct({
  typ: Schema.Literal("refresh"),
  sub: Schema.String,
  sid: Schema.String,
  gen: Schema.Number,
  iat: Schema.Number,
  exp: Schema.Number,
});
export type RefreshClaims = typeof RefreshClaims.Type;

export type TokenSigner = {
  access(userId: number, sessionId: string, generation: number, nowMs: number): string;
  refresh(userId: number, sessionId: string, generation: number, nowMs: number): string;
  verifyAccess(token: string, nowMs: number): AccessClaims | null;
  verifyRefresh(token: string, nowMs: number): RefreshClaims | null;
};

const decodeAccess = Schema.decodeUnknownResult(AccessClaims);
const decodeRefresh = Schema.decodeUnknownResult(RefreshClaims);

/** Verified access tokens, so a client's repeated requests skip the HMAC and the decode. Bounded. */
const CACHE_LIMIT = 10_000;

export const createSigner = (secret: string, accessTtl: number, refreshTtl: number): TokenSigner => {
  const verifiedAccess = new Map<string, AccessClaims>();
  /** iat and exp come from the injected clock, never from jsonwebtoken's Date.now. */
  const sign = (claims: Record<string, unknown>, nowMs: number, ttl: number): string => {
    const iat = Math.floor(nowMs / 1000);
    return jwt.sign({ ...claims, iat, exp: iat + ttl }, secret, { algorithm: "HS256" });
  };
  /** A good signature, the right shape, and not expired (exp is exclusive). */
  const verify = <T>(decode: (u: unknown) => Result.Result<T, unknown>, token: string, nowMs: number): T | null => {
    let payload: unknown;
    try {
      payload = jwt.verify(token, secret, { algorithms: ["HS256"], clockTimestamp: Math.floor(nowMs / 1000) });
    } catch {
      return null;
    }
    const decoded = decode(payload);
    return Result.isSuccess(decoded) ? decoded.success : null;
  };
  return {
    access: (userId, sid, gen, nowMs) => sign({ typ: "access", sub: String(userId), sid, gen }, nowMs, accessTtl),
    refresh: (userId, sid, gen, nowMs) => sign({ typ: "refresh", sub: String(userId), sid, gen }, nowMs, refreshTtl),
    verifyAccess(token, nowMs) {
      const known = verifiedAccess.get(token);
      if (known !== undefined) return Math.floor(nowMs / 1000) < known.exp ? known : null;
      const claims = verify(decodeAccess, token, nowMs);
      if (claims !== null) {
        if (verifiedAccess.size >= CACHE_LIMIT) verifiedAccess.clear();
        verifiedAccess.set(token, claims);
      }
      return claims;
    },
    verifyRefresh: (token, nowMs) => verify(decodeRefresh, token, nowMs),
  };
};
