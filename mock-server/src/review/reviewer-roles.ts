import type { Role } from "@app/domain/auth/roles";

/** SPEC §6: the checking pages (/availableCourses, /check/…) are for these roles. */
export const REVIEWER_ROLES: ReadonlyArray<Role> = ["TEACHER", "SCHOOL_OWNER", "MANAGER", "ADMIN"];
