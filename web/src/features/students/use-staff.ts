import { useSnapshot } from "valtio";
import type { Role } from "@app/domain/auth/roles";
import { session } from "../../lib/session/session-store";

/** docs/api.md: groups, subdivisions and invitations are the school staff's; a TEACHER sees the students list only. */
const STAFF: ReadonlyArray<Role> = ["SCHOOL_OWNER", "MANAGER", "ADMIN"];

export const useIsStaff = (): boolean => {
  const { login } = useSnapshot(session);
  return STAFF.includes(login.role);
};
