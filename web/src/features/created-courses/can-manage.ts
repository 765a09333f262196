import { useSnapshot } from "valtio";
import type { Role } from "@app/domain/auth/roles";
import { session } from "../../lib/session/session-store";

/** docs/api.md "Authoring": staff create, import, publish, delete and export; a TEACHER only looks at his courses. */
export const MANAGING_ROLES: ReadonlyArray<Role> = ["SCHOOL_OWNER", "MANAGER", "ADMIN"];

export const useCanManageCourses = (): boolean => {
  const { login } = useSnapshot(session);
  return MANAGING_ROLES.includes(login.role);
};
