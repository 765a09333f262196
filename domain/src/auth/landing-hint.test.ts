import { describe, expect, it } from "vitest";
import { landingFileFor, roleFromCookieHeader } from "./landing-hint";

describe("the landing page hint", () => {
  it("reads the role from a Cookie header, and nothing else", () => {
    expect(roleFromCookieHeader("a=1; cp-signed-in=TEACHER; b=2")).toBe("TEACHER");
    expect(roleFromCookieHeader("cp-signed-in=ROOT")).toBeNull();
    expect(roleFromCookieHeader("cp-signed-in=")).toBeNull();
    expect(roleFromCookieHeader(undefined)).toBeNull();
  });
  it("names the prerendered file", () => {
    expect(landingFileFor(null)).toBe("landing.html");
    expect(landingFileFor("SCHOOL_OWNER")).toBe("landing-school_owner.html");
  });
});
