import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { signHs256, verifyHs256 } from "./hs256";

/** HS256 JWTs. `alg: none` and every other algorithm are rejected on verification. */
export const AccessClaims = Schema.Struct({
  typ: Schema.Literal("access"),
  sub: Schema.String,
  sid: Schema.String,
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
  access(userId: number, sessionId: string, nowMs: number): string;
  refresh(userId: number, sessionId: string, generation: number, nowMs: number): string;
  verifyAccess(token: string, nowMs: number): AccessClaims | null;
  verifyRefresh(token: string, nowMs: number): RefreshClaims | null;
};

const decodeAccess = Schema.decodeUnknownResult(AccessClaims);
const decodeRefresh = Schema.decodeUnknownResult(RefreshClaims);

/** Verified access tokens, so a client's repeated requests skip the HMAC and the decode. Bounded. */
const CACHE_LIMIT = 10_000;

export const createSigner = (secret: string, accessTtl: number, refreshTtl: number): TokenSigner => {
  const key = Buffer.from(secret, "utf8");
  const verifiedAccess = new Map<string, AccessClaims>();
  const sign = (claims: Record<string, unknown>, nowMs: number, ttl: number): string => {
    const iat = Math.floor(nowMs / 1000);
    return signHs256(key, { ...claims, iat, exp: iat + ttl });
  };
  /** A good signature, the right shape, and not expired (exp is exclusive, as in jsonwebtoken). */
  const verify = <T extends { readonly exp: number }>(decode: (u: unknown) => Result.Result<T, unknown>, token: string, nowMs: number): T | null => {
    const payload = verifyHs256(key, token);
    if (payload === null) return null;
    const decoded = decode(payload);
    if (Result.isFailure(decoded)) return null;
    return Math.floor(nowMs / 1000) < decoded.success.exp ? decoded.success : null;
  };
  return {
    access: (userId, sid, nowMs) => sign({ typ: "access", sub: String(userId), sid }, nowMs, accessTtl),
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
