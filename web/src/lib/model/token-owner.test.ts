import { describe, expect, it } from "vitest";
import { tokenOwner } from "./token-owner";

const jwt = (payload: object) =>
  `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.sig`;

describe("tokenOwner", () => {
  it("reads the user a JWT names", () => {
    expect(tokenOwner(jwt({ typ: "access", sub: "7", sid: "s" }))).toBe("7");
    // base64url: '-' and '_' in place of '+' and '/', no padding.
    expect(tokenOwner(jwt({ sub: "??>>~~~" }))).toBe("??>>~~~");
  });

  it("answers null for anything else", () => {
    expect(tokenOwner("")).toBeNull();
    expect(tokenOwner("opaque-token")).toBeNull();
    expect(tokenOwner("a.!!!.c")).toBeNull();
    expect(tokenOwner(jwt({ sub: 7 }))).toBeNull();
  });
});
