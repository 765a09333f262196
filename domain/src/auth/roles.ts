/** The five roles of SPEC §6, and the mapping from the server's lowercase role strings. */
export const ROLES = ["STUDENT", "TEACHER", "SCHOOL_OWNER", "MANAGER", "ADMIN"] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = "SCHOOL_OWNER";

const SERVER_ROLES: Readonly<Record<string, Role>> = {
  admin: "ADMIN",
  school_owner: "SCHOOL_OWNER",
  manager: "MANAGER",
  student: "STUDENT",
  teacher: "TEACHER",
};

/** SPEC §6: server role strings map to roles; an unknown value maps to SCHOOL_OWNER. */
export const roleFromServer = (value: string): Role => SERVER_ROLES[value] ?? DEFAULT_ROLE;

/** The inverse mapping, used by the server when it answers with role strings. */
export const roleToServer = (role: Role): string => role.toLowerCase();

/** SPEC §6: the role comes from the first role of the login response. */
export const primaryRole = (serverRoles: ReadonlyArray<string>): Role =>
  serverRoles.length > 0 ? roleFromServer(serverRoles[0] ?? "") : DEFAULT_ROLE;

export const isRole = (value: string): value is Role => (ROLES as ReadonlyArray<string>).includes(value);
