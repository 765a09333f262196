import { ROLE_ACCOUNTS } from "../test-support/test-server";
import { adminOnly, inForce, signedIn, type Row } from "./access-matrix.rows";

/** The course history onwards: reports, administration, certificates, grades, deadlines. */
export const courseRows: ReadonlyArray<Row> = [
  // Course history (issue #22) of demo course 1: its staff and admins everything, its assigned teacher
  // the reads. The POSTs name a stale version, so whoever gets past the access check gets 409 and
  // nothing changes between callers.
  ...["/api/courses/1/history", "/api/courses/1/history/1", "/api/courses/1/history/diff"].map((url): Row => ({
    name: `GET ${url}`,
    expected: { SCHOOL_OWNER: 200, MANAGER: 200, ADMIN: 200, TEACHER: 200, STUDENT: 403, ANONYMOUS: 401 },
    send: async (s, t) => (await s.call("GET", url, undefined, t)).status,
  })),
  ...[
    ["/api/courses/1/history/1/restore", { version: 0 }],
    ["/api/courses/1/history/discard", { version: 0 }],
  ].map(([url, body]): Row => ({
    name: `POST ${String(url)} (stale version)`,
    expected: { SCHOOL_OWNER: 409, MANAGER: 409, ADMIN: 409, TEACHER: 403, STUDENT: 403, ANONYMOUS: 401 },
    send: async (s, t) => (await s.call("POST", String(url), body, t)).status,
  })),
  // Naming a version (issue #29): a name over its limit, so whoever gets past the access check gets 422.
  {
    name: "PUT /api/courses/1/history/1/name (name too long)",
    expected: { SCHOOL_OWNER: 422, MANAGER: 422, ADMIN: 422, TEACHER: 403, STUDENT: 403, ANONYMOUS: 401 },
    send: async (s, t) => (await s.call("PUT", "/api/courses/1/history/1/name", { name: "я".repeat(121) }, t)).status,
  },
  // `Отправить отчёт` (issue #33): anyone signed in sends a log; only admins list and read the reports.
  {
    name: "POST /api/bug-reports",
    expected: signedIn(201),
    send: async (s, t) =>
      (
        await s.call(
          "POST",
          "/api/bug-reports",
          { description: "Не открывается урок", page: "/myCourses", log: "[]" },
          t,
        )
      ).status,
  },
  {
    name: "GET /api/bug-reports",
    expected: { SCHOOL_OWNER: 403, MANAGER: 403, ADMIN: 200, TEACHER: 403, STUDENT: 403, ANONYMOUS: 401 },
    send: async (s, t) => (await s.call("GET", "/api/bug-reports", undefined, t)).status,
  },
  {
    name: "GET /api/bug-reports/1",
    expected: { SCHOOL_OWNER: 403, MANAGER: 403, ADMIN: 200, TEACHER: 403, STUDENT: 403, ANONYMOUS: 401 },
    send: async (s, t) => (await s.call("GET", "/api/bug-reports/1", undefined, t)).status,
  },
  // Administration (issue #32 part 4): administrators only. The POST names an account that does not
  // exist, so the administrator gets 422 and no school is made; the PUT gives the fresh student the
  // role he has.
  ...["/api/admin/schools", "/api/admin/users", "/api/admin/audit-log"].map((url): Row => ({
    name: `GET ${url}`,
    expected: adminOnly(200),
    send: async (s, t) => (await s.call("GET", url, undefined, t)).status,
  })),
  {
    name: "POST /api/admin/schools (unknown owner)",
    expected: adminOnly(422),
    send: async (s, t) =>
      (await s.call("POST", "/api/admin/schools", { name: "Школа", owner_email: "nobody@demo.ru" }, t)).status,
  },
  {
    name: "PUT /api/admin/users/{the fresh account's id}/role",
    expected: adminOnly(200),
    send: async (s, t) => {
      const fresh = s.store.data.users.find((u) => u.email === "fresh@demo.ru")?.id ?? 0;
      return (await s.call("PUT", `/api/admin/users/${fresh}/role`, { role: "student", school_id: null }, t)).status;
    },
  },
  // Issue #36: a stranger reads only the public verification; the student his own; the course's staff the rest.
  {
    name: "GET /api/certificates/{number} (public verification)",
    expected: 200,
    send: async (s, t) => (await s.call("GET", `/api/certificates/${inForce(s)?.number ?? ""}`, undefined, t)).status,
  },
  {
    name: "GET /api/certificates",
    expected: signedIn(200),
    send: async (s, t) => (await s.call("GET", "/api/certificates", undefined, t)).status,
  },
  {
    name: "GET /api/my-courses/{id}/certificate",
    expected: { ...signedIn(403), STUDENT: 200, ANONYMOUS: 401 },
    send: async (s, t) =>
      (await s.call("GET", `/api/my-courses/${inForce(s)?.course_id ?? 0}/certificate`, undefined, t)).status,
  },
  ...["certificates", "certificate-rule"].map((tail): Row => ({
    name: `GET /api/courses/{id}/${tail}`,
    expected: { ...signedIn(200), STUDENT: 403 },
    send: async (s, t) =>
      (await s.call("GET", `/api/courses/${inForce(s)?.course_id ?? 0}/${tail}`, undefined, t)).status,
  })),
  {
    name: "PUT /api/courses/{id}/certificate-rule",
    expected: { ...signedIn(200), TEACHER: 403, STUDENT: 403 },
    send: async (s, t) =>
      (
        await s.call(
          "PUT",
          `/api/courses/${inForce(s)?.course_id ?? 0}/certificate-rule`,
          { pass_percent: 70, honours_percent: 90 },
          t,
        )
      ).status,
  },
  {
    name: "POST /api/certificates/{number}/revoke",
    expected: { ...signedIn(200), TEACHER: 403, STUDENT: 403 },
    send: async (s, t) =>
      (await s.call("POST", `/api/certificates/${inForce(s)?.number ?? ""}/revoke`, { reason: "Проверка" }, t)).status,
  },
  {
    name: "POST /api/certificates/{number}/reissue",
    expected: { ...signedIn(201), TEACHER: 403, STUDENT: 403 },
    send: async (s, t) =>
      (await s.call("POST", `/api/certificates/${inForce(s)?.number ?? ""}/reissue`, undefined, t)).status,
  },
  // Grades out as CSV (issue #38 part 5): the access of the screens they come from.
  {
    name: "GET /api/courses/1/statistics/export.csv",
    expected: { ...signedIn(200), STUDENT: 403 },
    send: async (s, t) => (await s.call("GET", "/api/courses/1/statistics/export.csv", undefined, t)).status,
  },
  {
    name: "GET /api/review/export.csv",
    expected: { ...signedIn(200), STUDENT: 403 },
    send: async (s, t) => (await s.call("GET", "/api/review/export.csv", undefined, t)).status,
  },
  // Deadlines (issue #37): a course's plan and extensions (staff write, its teachers read), each person's dates.
  {
    name: "GET /api/courses/{id}/deadlines",
    expected: { ...signedIn(200), STUDENT: 403 },
    send: async (s, t) =>
      (await s.call("GET", `/api/courses/${inForce(s)?.course_id ?? 0}/deadlines`, undefined, t)).status,
  },
  {
    name: "PUT /api/courses/{id}/deadlines",
    expected: { ...signedIn(200), TEACHER: 403, STUDENT: 403 },
    send: async (s, t) =>
      (await s.call("PUT", `/api/courses/${inForce(s)?.course_id ?? 0}/deadlines`, { items: [] }, t)).status,
  },
  {
    name: "POST /api/courses/{id}/deadlines/extensions",
    expected: { ...signedIn(201), TEACHER: 403, STUDENT: 403 },
    send: async (s, t) => {
      const certificate = inForce(s);
      const body = {
        student_id: certificate?.user_id ?? 0,
        group_id: null,
        lesson_id: null,
        until: "2027-01-01T00:00:00Z",
      };
      return (await s.call("POST", `/api/courses/${certificate?.course_id ?? 0}/deadlines/extensions`, body, t)).status;
    },
  },
  {
    name: "DELETE /api/courses/{id}/deadlines/extensions/{extId}",
    expected: { ...signedIn(200), TEACHER: 403, STUDENT: 403 },
    send: async (s, t) => {
      const courseId = inForce(s)?.course_id ?? 0;
      const id = await s.store.update((db) => {
        const next = Math.max(0, ...db.deadlineExtensions.map((e) => e.id)) + 1;
        db.deadlineExtensions.push({
          id: next,
          course_id: courseId,
          student_id: null,
          group_id: 1,
          lesson_id: null,
          until: "2027-01-01T00:00:00.000Z",
          created_at: "2026-03-01T09:00:00.000Z",
          created_by: 1,
        });
        return next;
      });
      return (await s.call("DELETE", `/api/courses/${courseId}/deadlines/extensions/${id}`, undefined, t)).status;
    },
  },
  ...["GET /api/my/deadlines", "GET /api/my/deadlines/calendar", "POST /api/my/deadlines/calendar"].map(
    (name): Row => ({
      name,
      expected: signedIn(200),
      send: async (s, t) => {
        const [method = "GET", path = ""] = name.split(" ");
        return (await s.call(method, path, undefined, t)).status;
      },
    }),
  ),
  {
    name: "GET /calendar/{token}.ics (a made-up token; a real one is in deadline-routes.test.ts)",
    expected: 404,
    send: async (s, t) => (await s.call("GET", `/calendar/${"x".repeat(43)}.ics`, undefined, t)).status,
  },
  {
    name: "GET /api/dev/outbox",
    expected: 200,
    send: async (s, t) => (await s.call("GET", "/api/dev/outbox", undefined, t)).status,
  },
  {
    name: "POST /api/logout",
    expected: signedIn(200),
    send: async (s, _t, c) =>
      (
        await s.call(
          "POST",
          "/api/logout",
          undefined,
          c === "ANONYMOUS" ? undefined : (await s.login(ROLE_ACCOUNTS[c])).token,
        )
      ).status,
  },
];
