import { describe, expect, it } from "vitest";
import { primaryRole, roleFromServer, roleToServer, ROLES } from "./roles";
import { landingRoute } from "./landing";

describe("role mapping (SPEC §6)", () => {
  it.each([
    ["admin", "ADMIN"],
    ["school_owner", "SCHOOL_OWNER"],
    ["manager", "MANAGER"],
    ["student", "STUDENT"],
    ["teacher", "TEACHER"],
  ])("maps %s to %s", (server, role) => expect(roleFromServer(server)).toBe(role));

  it("maps an unknown string to SCHOOL_OWNER", () => {
    expect(roleFromServer("superuser")).toBe("SCHOOL_OWNER");
    expect(roleFromServer("")).toBe("SCHOOL_OWNER");
  });

  it("round-trips every role through the server string", () => {
    for (const role of ROLES) expect(roleFromServer(roleToServer(role))).toBe(role);
  });

  it("takes the first role of the login response", () => {
    expect(primaryRole(["teacher", "student"])).toBe("TEACHER");
    expect(primaryRole([])).toBe("SCHOOL_OWNER");
  });
});

describe("landing by role (SPEC §2)", () => {
  it.each([
    ["STUDENT", "/myCourses"],
    ["SCHOOL_OWNER", "/createdCourses"],
    ["MANAGER", "/createdCourses"],
    ["ADMIN", "/createdCourses"],
    ["TEACHER", "/availableCourses"],
    ["GUEST", "/profile"],
  ])("%s lands on %s", (role, route) => expect(landingRoute(role)).toBe(route));
});
