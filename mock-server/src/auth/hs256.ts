import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Compact JWS with HS256 only (RFC 7515/7519). jsonwebtoken took ~1 ms per verify here, which
 * capped the server at a few hundred requests a second; this takes ~15 µs. The header must be
 * exactly HS256: `alg: none` and every other algorithm are rejected.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

const mac = (key: Buffer, input: string): Buffer => createHmac("sha256", key).update(input).digest();

export const signHs256 = (key: Buffer, claims: Readonly<Record<string, unknown>>): string => {
  const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
  return `${input}.${mac(key, input).toString("base64url")}`;
};

const parseJson = (base64url: string): unknown => {
  try {
    return JSON.parse(Buffer.from(base64url, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
};

const isHs256Header = (value: unknown): boolean =>
  typeof value === "object" && value !== null && "alg" in value && value.alg === "HS256" && (!("crit" in value) || value.crit === undefined);

/** The payload of a token whose signature is good, or null. Expiry is the caller's check. */
export const verifyHs256 = (key: Buffer, token: string): unknown => {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header = "", payload = "", signature = ""] = parts;
  if (!/^[A-Za-z0-9_-]+$/.test(signature) || !isHs256Header(parseJson(header))) return null;
  const expected = mac(key, `${header}.${payload}`);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return parseJson(payload) ?? null;
};
