import { roleToServer, type Role } from "@app/domain/auth/roles";
import { signIn } from "../lib/session/session-store";

/**
 * Signs the app's session in as `role`, as a successful POST /api/login would (tokens, role,
 * isAuth in the one stored state): a screen then renders for a signed-in user of that role.
 */
export const signInAs = (role: Role): void => {
  signIn({ token: `access-${role}`, refresh_token: `refresh-${role}` }, [roleToServer(role)]);
};
