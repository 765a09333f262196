import { describe, expect, it } from "vitest";
import { parseSignIn } from "./sign-in-state";

const stored = (login: unknown) => JSON.stringify({ app: {}, login });

describe("parseSignIn", () => {
  it("reads a signed-in login slice", () => {
    expect(parseSignIn(stored({ isAuth: true, token: "t", refresh_token: "r", role: "TEACHER" }))).toEqual({
      isAuth: true,
      role: "TEACHER",
    });
  });

  it("treats missing, corrupt or incomplete storage as signed out", () => {
    for (const raw of [
      null,
      "{",
      "null",
      stored(null),
      stored({ isAuth: true, token: "", refresh_token: "r", role: "STUDENT" }),
      stored({ isAuth: true, token: "t", refresh_token: "r", role: "BOSS" }),
      stored({ isAuth: false, token: "t", refresh_token: "r", role: "STUDENT" }),
    ]) {
      expect(parseSignIn(raw)).toEqual({ isAuth: false, role: null });
    }
  });
});
