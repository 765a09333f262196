import { canOpen, deniedRedirect } from "./route-access";
import { isHomePath, landingRoute } from "./landing";
import type { Role } from "./roles";

/** The query parameter that carries where to go back after signing in or registering. */
export const RETURN_PARAM = "next";

/**
 * A return target is only a path of this site: it starts with one '/', and has no scheme, no
 * second '/' or '\' right after it (protocol-relative), no control characters and no whitespace.
 * Anything else is refused, so `?next=` can never send a user to another origin.
 */
export const safeReturnPath = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/[\s\\]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  if (value === "/login" || value.startsWith("/login?") || value.startsWith("/register")) return null;
  return value;
};

/** Where a user goes after signing in: the page he asked for when his role may open it, else his role's home. */
export const afterSignIn = (requested: string | null | undefined, role: Role): string => {
  const path = safeReturnPath(requested);
  return path !== null && canOpen(path, role) ? path : landingRoute(role);
};

/** `/login?next=…` (or `/register?next=…`) for a page that needs a signed-in user. */
export const withReturn = (
  page: "/login" | "/register",
  returnTo: string,
  extra: Readonly<Record<string, string>> = {},
): string => {
  const path = safeReturnPath(returnTo);
  const pairs = [...Object.entries(extra), ...(path === null ? [] : [[RETURN_PARAM, path] as const])];
  const query = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join("&");
  return query === "" ? page : `${page}?${query}`;
};

/**
 * Where a page sends a signed-out user (SPEC §4: /login, or a course's public page for
 * course-taking routes), carrying the page as the return target. A role home (/myCourses,
 * /createdCourses, /availableCourses, /profile) is not carried: signing in lands on the role's home
 * anyway, and `Выход` (which goes to /myCourses, SPEC §2) must not turn the next sign-in of a
 * teacher into a visit to the student's page.
 */
export const deniedWithReturn = (pathWithSearch: string): string => {
  const target = deniedRedirect(pathWithSearch);
  const path = safeReturnPath(pathWithSearch);
  if (path === null || isHomePath(path)) return target;
  return `${target}${target.includes("?") ? "&" : "?"}${RETURN_PARAM}=${encodeURIComponent(path)}`;
};

/**
 * Where a tab goes when its session has ended (refresh refused, issue #31): /login, carrying the page
 * he was on as `?next=` (a role home excepted, as in `deniedWithReturn`), so signing in brings him back.
 */
export const sessionEndedRedirect = (pathWithSearch: string): string => {
  const path = safeReturnPath(pathWithSearch);
  return path === null || isHomePath(path) ? "/login" : withReturn("/login", path);
};
