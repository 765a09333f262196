import { ROLES, type Role } from "./roles";

/** SPEC §6 route access table. `null` means a public or auth page: no sign-in needed. */
export type Access = ReadonlyArray<Role> | null;

const ALL: ReadonlyArray<Role> = ROLES;
const STAFF: ReadonlyArray<Role> = ["TEACHER", "SCHOOL_OWNER", "MANAGER", "ADMIN"];
/**
 * The bug reports sent with `Отправить отчёт` (issue #33): the platform has no QA role, admins read
 * them; and the administrators' screens (issue #32 part 4): schools, roles, the audit log.
 */
const ADMINS: ReadonlyArray<Role> = ["ADMIN"];

const segments = (path: string): string[] =>
  path
    .split("?")[0]!
    .split("/")
    .filter((s) => s.length > 0);

/**
 * Which roles may open a path. Signed-in areas: myCourses, profile, longread, usersStatistics and
 * deadlines (issue #37: anyone may be enrolled) for all five roles; createdCourses, preview, availableCourses, check (down to task level) and
 * students for staff; the check exercise level (five segments after /check) also for STUDENT.
 */
export const routeAccess = (path: string): Access => {
  const [head, ...rest] = segments(path);
  switch (head) {
    case "myCourses":
    case "profile":
    case "notifications":
    case "deadlines":
    case "longread":
    case "usersStatistics":
      return ALL;
    case "createdCourses":
    case "preview":
    case "availableCourses":
    case "students":
      return STAFF;
    case "check":
      return rest.length >= 5 ? ALL : STAFF;
    case "bugReports":
    case "adminSchools":
    case "adminUsers":
    case "auditLog":
      return ADMINS;
    default:
      return null;
  }
};

export const canOpen = (path: string, role: Role | null): boolean => {
  const access = routeAccess(path);
  if (access === null) return true;
  return role !== null && access.includes(role);
};

/**
 * SPEC §4: a signed-in-only route redirects to /login when signed out or the role is not allowed;
 * for course-taking routes under courses/{courseID} the user goes to /landing/courses/{courseID}.
 */
export const deniedRedirect = (path: string): string => {
  const [head, courseID] = segments(path);
  if (head === "myCourses" && courseID !== undefined) return `/landing/courses/${courseID}`;
  return "/login";
};
