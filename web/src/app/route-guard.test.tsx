import { act, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "@app/domain/auth/roles";
import { ok, profileData } from "../test-support/answers";
import { fakeApi } from "../test-support/fake-api";
import { renderScreen } from "../test-support/render-screen";
import { AppRoutes } from "./routes";

/**
 * SPEC §6 route access, written out by hand (not derived from the app's own table): every signed-in
 * route for every role, and for a signed-out visitor, through the app's real routes, guard, cabinet
 * layouts and left menu. Each area's page is a stand-in that names itself: what a page does is its
 * own tests' business, whether the guard lets it render is this one's.
 */
vi.mock("../features/profile/profile-page", () => ({ ProfilePage: () => <h1>ProfilePage</h1> }));
vi.mock("../features/my-courses/my-courses-page", () => ({ MyCoursesPage: () => <h1>MyCoursesPage</h1> }));
vi.mock("./student-course-screen", () => ({ StudentCourseScreen: () => <h1>StudentCourseScreen</h1> }));
vi.mock("../features/created-courses/created-courses-page", () => ({
  CreatedCoursesPage: () => <h1>CreatedCoursesPage</h1>,
}));
vi.mock("./authoring-screen", () => ({ AuthoringScreen: () => <h1>AuthoringScreen</h1> }));
vi.mock("../features/checking/available-courses-page", () => ({
  AvailableCoursesPage: () => <h1>AvailableCoursesPage</h1>,
}));
vi.mock("../features/checking/check-page", () => ({ CheckPage: () => <h1>CheckPage</h1> }));
vi.mock("../features/users-statistics/users-statistics-page", () => ({
  UsersStatisticsPage: () => <h1>UsersStatisticsPage</h1>,
}));
vi.mock("../features/students/students-page", () => ({ StudentsPage: () => <h1>StudentsPage</h1> }));
vi.mock("../features/course-passage/preview-page", () => ({ PreviewPage: () => <h1>PreviewPage</h1> }));
vi.mock("../features/course-passage/longread-page", () => ({ LongreadPage: () => <h1>LongreadPage</h1> }));
vi.mock("../features/bug-reports/bug-reports-page", () => ({ BugReportsPage: () => <h1>BugReportsPage</h1> }));
vi.mock("../features/bug-reports/bug-report-replay", () => ({ BugReportReplay: () => <h1>BugReportReplay</h1> }));
vi.mock("../features/admin/schools-page", () => ({ AdminSchoolsPage: () => <h1>AdminSchoolsPage</h1> }));
vi.mock("../features/admin/users-page", () => ({ AdminUsersPage: () => <h1>AdminUsersPage</h1> }));
vi.mock("../features/admin/audit-log-page", () => ({ AuditLogPage: () => <h1>AuditLogPage</h1> }));
vi.mock("../features/deadlines/deadlines-page", () => ({ DeadlinesPage: () => <h1>DeadlinesPage</h1> }));
vi.mock("../features/notifications/notifications-page", () => ({
  NotificationsPage: () => <h1>NotificationsPage</h1>,
}));

const ALL: ReadonlyArray<Role> = ["STUDENT", "TEACHER", "SCHOOL_OWNER", "MANAGER", "ADMIN"];
const STAFF: ReadonlyArray<Role> = ["TEACHER", "SCHOOL_OWNER", "MANAGER", "ADMIN"];
/** Issue #33: the bug reports; SPEC §6 has no QA role. Issue #32: the administrators' screens. */
const ADMINS: ReadonlyArray<Role> = ["ADMIN"];

type Route = { readonly path: string; readonly roles: ReadonlyArray<Role>; readonly page: string };
const ROUTES: ReadonlyArray<Route> = [
  { path: "/myCourses", roles: ALL, page: "MyCoursesPage" },
  { path: "/myCourses/1/lessons/2/3", roles: ALL, page: "StudentCourseScreen" },
  { path: "/profile", roles: ALL, page: "ProfilePage" },
  { path: "/longread", roles: ALL, page: "LongreadPage" },
  { path: "/longread/2", roles: ALL, page: "LongreadPage" },
  { path: "/longread/2/lessons/2/3", roles: ALL, page: "LongreadPage" },
  { path: "/usersStatistics", roles: ALL, page: "UsersStatisticsPage" },
  { path: "/createdCourses", roles: STAFF, page: "CreatedCoursesPage" },
  { path: "/createdCourses/1/about", roles: STAFF, page: "AuthoringScreen" },
  { path: "/preview/1", roles: STAFF, page: "PreviewPage" },
  { path: "/preview/1/lessons", roles: STAFF, page: "PreviewPage" },
  { path: "/availableCourses", roles: STAFF, page: "AvailableCoursesPage" },
  { path: "/check/1", roles: STAFF, page: "CheckPage" },
  { path: "/check/1/lessons/2", roles: STAFF, page: "CheckPage" },
  { path: "/check/1/lessons/2/3", roles: STAFF, page: "CheckPage" },
  { path: "/check/1/lessons/2/3/4", roles: ALL, page: "CheckPage" },
  { path: "/students", roles: STAFF, page: "StudentsPage" },
  { path: "/bugReports", roles: ADMINS, page: "BugReportsPage" },
  { path: "/bugReports/3", roles: ADMINS, page: "BugReportReplay" },
  { path: "/adminSchools", roles: ADMINS, page: "AdminSchoolsPage" },
  { path: "/adminUsers", roles: ADMINS, page: "AdminUsersPage" },
  { path: "/auditLog", roles: ADMINS, page: "AuditLogPage" },
  { path: "/notifications", roles: ALL, page: "NotificationsPage" },
  // Issue #37: anyone may be enrolled; only the student's menu links it.
  { path: "/deadlines", roles: ALL, page: "DeadlinesPage" },
];

/** SPEC §2's menu items, and the roles that see each. */
const MENU: ReadonlyArray<{ readonly label: string; readonly roles: ReadonlyArray<Role> }> = [
  { label: "Учебные материалы", roles: ALL },
  { label: "Мои курсы", roles: STAFF },
  { label: "Проверка заданий", roles: STAFF },
  { label: "Статистика", roles: ALL },
  { label: "Ученики", roles: STAFF },
  { label: "Сроки сдачи", roles: ["STUDENT"] },
  { label: "Профиль", roles: ALL },
  { label: "Отчёты об ошибках", roles: ADMINS },
  { label: "Управление школами", roles: ADMINS },
  { label: "Роли пользователей", roles: ADMINS },
  { label: "Журнал действий", roles: ADMINS },
  // Issue #35: the bell, after the items (put into the menu by the app).
  { label: "Уведомления", roles: ALL },
];

/** The longread and the preview have no left menu (SPEC §2); every other signed-in page has it. */
const withoutMenu = (path: string): boolean => path.startsWith("/longread") || path.startsWith("/preview");
/** A role home is where signing in lands anyway: it does not go along as ?next= (issue #14). */
const HOMES = ["/profile", "/myCourses", "/createdCourses", "/availableCourses"];

const menu = () => screen.queryByRole("navigation", { name: "Меню кабинета" });

// The cabinet's lazy chunk, imported once before the tests: its first import is module loading, not the guard.
beforeAll(() => import("./cabinet-routes"));

describe("routes × roles (SPEC §6)", () => {
  it.each(ALL)("%s: each route is opened, or sent to /login, as a link inside the app would reach it", async (role) => {
    fakeApi({ "GET my-profile": ok(profileData({ name: "Имя" })) });
    const { location, navigate } = renderScreen(<AppRoutes />, { path: "/profile", as: role });
    await screen.findByRole("heading", { name: "ProfilePage" });
    const items = MENU.filter((item) => item.roles.includes(role)).map((item) => item.label);
    const shown = Array.from(menu()?.querySelectorAll("li > a") ?? [], (link) => link.getAttribute("title"));
    expect(shown, `${role}'s menu`).toEqual(items);

    for (const route of ROUTES) {
      act(() => navigate(route.path));
      if (route.roles.includes(role)) {
        await screen.findByRole("heading", { name: route.page });
        expect(location(), `${role} may open ${route.path}`).toBe(route.path);
        if (withoutMenu(route.path)) {
          expect(document.querySelector("main.layout-longread"), route.path).not.toBeNull();
          expect(menu(), route.path).toBeNull();
        } else expect(menu(), route.path).not.toBeNull();
      } else {
        await waitFor(() => expect(location(), `${role} is sent away from ${route.path}`).toBe("/login"));
        expect(screen.queryByRole("heading", { name: route.page })).toBeNull();
        expect((await screen.findByRole("status")).textContent).toContain("недоступен для вашей роли");
      }
    }
  });

  it.each(ROUTES)(
    "signed out, $path sends the visitor to sign in (or to the course's page), with ?next=",
    async (route) => {
      const api = fakeApi();
      const { location } = renderScreen(<AppRoutes />, { path: route.path });
      const next = HOMES.includes(route.path) ? "" : `?next=${encodeURIComponent(route.path)}`;
      const away = route.path.startsWith("/myCourses/") ? "/landing/courses/1" : "/login";
      await waitFor(() => expect(location()).toBe(`${away}${next}`));
      expect(screen.queryByRole("heading", { name: route.page })).toBeNull();
      expect(api.callsTo("GET my-profile")).toEqual([]);
    },
  );

  it.each(["/createdCourses", "/availableCourses", "/students"])(
    "a student opening %s from the address bar is sent to /login, told why",
    async (path) => {
      fakeApi({ "GET my-profile": ok(profileData({ name: "Имя" })) });
      const { location } = renderScreen(<AppRoutes />, { path, as: "STUDENT" });
      await waitFor(() => expect(location()).toBe("/login"));
      expect((await screen.findByRole("status")).textContent).toContain("недоступен для вашей роли");
    },
  );

  it("an unknown address shows the not-found page", async () => {
    renderScreen(<AppRoutes />, { path: "/no/such/page" });
    expect(await screen.findByRole("heading", { name: "Страница не найдена!" })).toBeDefined();
    expect(document.title).toMatch(/^Страница не найдена/);
  });
});
