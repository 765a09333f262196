import type { Role } from "./roles";

/** SPEC §2 "Post-login landing by role". Any other role lands on /profile. */
const LANDING: Readonly<Record<Role, string>> = {
  STUDENT: "/myCourses",
  SCHOOL_OWNER: "/createdCourses",
  MANAGER: "/createdCourses",
  ADMIN: "/createdCourses",
  TEACHER: "/availableCourses",
};

export const landingRoute = (role: string): string => (LANDING as Readonly<Record<string, string>>)[role] ?? "/profile";

/** The role homes themselves (and /profile): where signing in lands anyway. */
export const isHomePath = (path: string): boolean => path === "/profile" || Object.values(LANDING).includes(path);
