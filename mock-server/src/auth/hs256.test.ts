import { describe, expect, it } from "vitest";
import jwt from "jsonwebtoken";
import { signHs256, verifyHs256 } from "./hs256";

const key = Buffer.from("k".repeat(64));
const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("HS256 JWS", () => {
  it("round-trips, and interoperates with jsonwebtoken both ways", () => {
    const token = signHs256(key, { sub: "1", exp: 10 });
    expect(verifyHs256(key, token)).toEqual({ sub: "1", exp: 10 });
    expect(jwt.verify(token, key, { algorithms: ["HS256"], ignoreExpiration: true })).toEqual({ sub: "1", exp: 10 });
    expect(verifyHs256(key, jwt.sign({ sub: "2" }, key, { algorithm: "HS256", noTimestamp: true }))).toEqual({ sub: "2" });
  });

  it("rejects alg none, other algorithms, tampering, another key and malformed tokens", () => {
    const token = signHs256(key, { sub: "1" });
    const [header, payload, signature] = token.split(".");
    expect(verifyHs256(key, `${b64({ alg: "none", typ: "JWT" })}.${payload}.`)).toBeNull();
    expect(verifyHs256(key, `${b64({ alg: "HS512", typ: "JWT" })}.${payload}.${signature}`)).toBeNull();
    expect(verifyHs256(key, `${header}.${b64({ sub: "2" })}.${signature}`)).toBeNull();
    expect(verifyHs256(Buffer.from("other"), token)).toBeNull();
    expect(verifyHs256(key, jwt.sign({ sub: "1" }, key, { algorithm: "HS512" }))).toBeNull();
    for (const bad of ["", "a.b", "a.b.c.d", `${header}.${payload}.`, `${header}.${payload}.!!`, "....", `e30.${payload}.${signature}`]) {
      expect(verifyHs256(key, bad)).toBeNull();
    }
  });
});
