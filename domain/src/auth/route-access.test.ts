import { describe, expect, it } from "vitest";
import { canOpen, deniedRedirect, routeAccess } from "./route-access";
import { ROLES } from "./roles";

describe("route access (SPEC §6)", () => {
  it.each([
    "/myCourses",
    "/myCourses/1/lessons",
    "/profile",
    "/notifications",
    "/deadlines",
    "/longread/3",
    "/usersStatistics",
  ])("%s is open to all five roles", (path) => {
    for (const role of ROLES) expect(canOpen(path, role)).toBe(true);
    expect(canOpen(path, null)).toBe(false);
  });

  it.each([
    "/createdCourses",
    "/createdCourses/1/about",
    "/preview/1",
    "/availableCourses",
    "/students",
    "/check/1/lessons/2/3",
  ])("%s is for staff only", (path) => {
    expect(canOpen(path, "STUDENT")).toBe(false);
    for (const role of ["TEACHER", "SCHOOL_OWNER", "MANAGER", "ADMIN"] as const) expect(canOpen(path, role)).toBe(true);
  });

  it.each(["/bugReports", "/bugReports/7", "/adminSchools", "/adminUsers", "/auditLog"])(
    "%s is for admins only (issues #33, #32)",
    (path) => {
      for (const role of ROLES) expect(canOpen(path, role)).toBe(role === "ADMIN");
    },
  );

  it("lets a student open the check exercise level", () => {
    expect(canOpen("/check/1/lessons/2/3/4", "STUDENT")).toBe(true);
    expect(canOpen("/check/1/lessons/2/3", "STUDENT")).toBe(false);
  });

  it.each([
    "/",
    "/login",
    "/register",
    "/forgot",
    "/password/reset",
    "/course",
    "/schools",
    "/school/1",
    "/404",
    "/nowhere",
  ])("%s needs no sign-in", (path) => expect(routeAccess(path)).toBeNull());

  it("sends a denied course-taking route to the public course page", () => {
    expect(deniedRedirect("/myCourses/7/lessons")).toBe("/landing/courses/7");
    expect(deniedRedirect("/myCourses")).toBe("/login");
    expect(deniedRedirect("/createdCourses/7")).toBe("/login");
  });
});
