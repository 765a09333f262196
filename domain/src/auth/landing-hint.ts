import { isRole, type Role } from "./roles";

/**
 * The cookie that tells the server which prerendered landing page to send for `/` (issue #17: the
 * signed-in header is right from the first paint). It holds only the signed-in role, never a token:
 * the session itself stays in localStorage (SPEC §3).
 */
export const LANDING_HINT_COOKIE = "cp-signed-in";

/** The prerendered landing page for a visitor: `landing.html`, or `landing-<role>.html` when signed in. */
export const landingFileFor = (role: Role | null): string =>
  role === null ? "landing.html" : `landing-${role.toLowerCase()}.html`;

/** The role a Cookie header's hint names, or null (absent, or not a role). */
export const roleFromCookieHeader = (header: string | undefined): Role | null => {
  if (header === undefined) return null;
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANDING_HINT_COOKIE && value !== undefined && isRole(value)) return value;
  }
  return null;
};
