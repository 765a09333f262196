import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { afterSignIn, deniedWithReturn, safeReturnPath, sessionEndedRedirect, withReturn } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query", () => {
    expect(safeReturnPath("/myCourses/1/lessons")).toBe("/myCourses/1/lessons");
    expect(safeReturnPath("/landing/courses/3?enrol=1")).toBe("/landing/courses/3?enrol=1");
  });
  it("refuses other origins, protocol-relative and odd paths", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "evil",
      "/a b",
      "/x\n",
      "",
      "/login",
      "/register?x=1",
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    expect(safeReturnPath(null)).toBeNull();
  });
  it("whatever it accepts is a path of this site: one leading slash, no scheme, no backslash, no space", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `//${s}`),
        ),
        (raw) => {
          const path = safeReturnPath(raw);
          if (path !== null) expect(/^\/(?![/\\])[^\s\\]*$/.test(path)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("afterSignIn", () => {
  it("goes back to the page when the role may open it", () => {
    expect(afterSignIn("/myCourses/2", "STUDENT")).toBe("/myCourses/2");
    expect(afterSignIn("/createdCourses/4", "SCHOOL_OWNER")).toBe("/createdCourses/4");
  });
  it("else to the role's home", () => {
    expect(afterSignIn("/createdCourses", "STUDENT")).toBe("/myCourses");
    expect(afterSignIn("//evil.example", "TEACHER")).toBe("/availableCourses");
    expect(afterSignIn(null, "ADMIN")).toBe("/createdCourses");
  });
});

describe("withReturn", () => {
  it("carries the page and extra parameters", () => {
    expect(withReturn("/login", "/myCourses/1")).toBe("/login?next=%2FmyCourses%2F1");
    expect(withReturn("/register", "/invite/abc", { email: "a@b.ru" })).toBe(
      "/register?email=a%40b.ru&next=%2Finvite%2Fabc",
    );
    expect(withReturn("/login", "https://evil.example")).toBe("/login");
  });
});

describe("deniedWithReturn", () => {
  it("sends to /login, or a course's public page, with the page to come back to", () => {
    expect(deniedWithReturn("/students?page=2")).toBe("/login?next=%2Fstudents%3Fpage%3D2");
    expect(deniedWithReturn("/myCourses/1/lessons")).toBe("/landing/courses/1?next=%2FmyCourses%2F1%2Flessons");
  });
  it("never carries a role home: signing in lands there anyway", () => {
    for (const home of ["/myCourses", "/createdCourses", "/availableCourses", "/profile"])
      expect(deniedWithReturn(home)).toBe("/login");
  });
});

describe("sessionEndedRedirect (issue #31)", () => {
  it("brings the person back to the page he was on, course pages too", () => {
    expect(sessionEndedRedirect("/usersStatistics")).toBe("/login?next=%2FusersStatistics");
    expect(sessionEndedRedirect("/myCourses/1/lessons?tab=2")).toBe("/login?next=%2FmyCourses%2F1%2Flessons%3Ftab%3D2");
  });
  it("carries no role home and nothing that is not a page of this site", () => {
    expect(sessionEndedRedirect("/myCourses")).toBe("/login");
    expect(sessionEndedRedirect("/login?next=%2Fx")).toBe("/login");
    expect(sessionEndedRedirect("//evil.example")).toBe("/login");
  });
});
