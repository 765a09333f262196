import jwt from "jsonwebtoken";
import * as Schema from "effect/Schema";
import * as Result from "effect/Result";

/** HS256 JWTs. `alg: none` and every other algorithm are rejected on verification. */
const ALGORITHM = "HS256";

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

export const createSigner = (secret: string, accessTtl: number, refreshTtl: number): TokenSigner => {
  const sign = (claims: Record<string, unknown>, nowMs: number, ttl: number): string => {
    const iat = Math.floor(nowMs / 1000);
    return jwt.sign({ ...claims, iat, exp: iat + ttl }, secret, { algorithm: ALGORITHM });
  };
  const verify = <S extends Schema.Decoder<unknown>>(schema: S, token: string, nowMs: number): S["Type"] | null => {
    try {
      const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], clockTimestamp: Math.floor(nowMs / 1000) });
      const decoded = Schema.decodeUnknownResult(schema)(payload);
      return Result.isSuccess(decoded) ? decoded.success : null;
    } catch {
      return null;
    }
  };
  return {
    access: (userId, sid, nowMs) => sign({ typ: "access", sub: String(userId), sid }, nowMs, accessTtl),
    refresh: (userId, sid, gen, nowMs) => sign({ typ: "refresh", sub: String(userId), sid, gen }, nowMs, refreshTtl),
    verifyAccess: (token, nowMs) => verify(AccessClaims, token, nowMs),
    verifyRefresh: (token, nowMs) => verify(RefreshClaims, token, nowMs),
  };
};
