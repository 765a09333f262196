/**
 * The first path segments the web app has pages under (web/src/app: routes.tsx, site-routes.tsx,
 * cabinet-routes.tsx). The server answers any other path with the app's not-found page and the status
 * 404 (issue #31: crawlers and Lighthouse took every unknown address for a page).
 */
const APP_AREAS: ReadonlySet<string> = new Set([
  "",
  "login",
  "register",
  "forgot",
  "password",
  "course",
  "schools",
  "school",
  "landing",
  "contacts",
  "requisites",
  "legalInformation",
  "invite",
  "join",
  "certificates",
  "myCourses",
  "createdCourses",
  "availableCourses",
  "check",
  "usersStatistics",
  "students",
  "profile",
  "notifications",
  "deadlines",
  "longread",
  "preview",
  "bugReports",
  "adminSchools",
  "adminUsers",
  "auditLog",
]);

/** Whether a path (no query) may be a page of the app: its first segment is one of the app's areas. */
export const isAppPath = (path: string): boolean => APP_AREAS.has(path.split("/")[1] ?? "");
