import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { bugReportsApi } from "@app/web/lib/qa/bug-reports-api";
import { areaKit } from "../support/area-kit";
import { JSON_AUTH, AUTH } from "../support/headers";
import { pinned } from "../support/pin";
import { isoDate } from "../support/review-bodies";

const { like, integer, eachLike, regex } = MatchersV3;
const STUDENT = "bug reports: the student is signed in";
const ADMIN = "bug reports: the admin is signed in and the student sent report 1";
const { api, refused } = areaKit(bugReportsApi, "bug reports: the student's session has expired");

/** A log as `Скачать журнал` saves it: one entry, who recorded it. */
const LOG = `[\n${JSON.stringify({ at: 1000, event: { _tag: "SessionIdentified", allRoles: ["student"], role: "STUDENT" }, seq: 1, v: 2 })}\n]\n`;
const summary = (description: string) => ({
  id: integer(1),
  description: like(description),
  page: like("/myCourses/1/lessons"),
  created_at: isoDate("2026-11-27T08:00:00.000Z"),
  author: { id: integer(5), name: like("Сергей Иванов"), role: regex(/^[A-Z_]+$/, "STUDENT") },
  events: integer(1),
});

/** `Отправить отчёт` (issue #33 part 7): anyone signed in sends a log; admins list the reports and read each log. */
describe("bug reports contract", () => {
  const report = { description: "После «Отправить» ответ пропал", log: LOG, page: "/myCourses/1/lessons" };
  it("POST /api/bug-reports 201 with the report's summary", () =>
    pinned(
      (pact) =>
        pact
          .given(STUDENT)
          .uponReceiving("a bug report with the student's log")
          .withRequest({ method: "POST", path: "/api/bug-reports", headers: JSON_AUTH, body: report })
          .willRespondWith({ status: 201, body: { data: summary(report.description) } }),
      async (url) => expect((await api(url).send(report)).events).toBe(1),
    ));

  it("GET /api/bug-reports and /api/bug-reports/{id} 200 for an admin", () =>
    pinned(
      (pact) => {
        pact
          .given(ADMIN)
          .uponReceiving("the list of bug reports")
          .withRequest({ method: "GET", path: "/api/bug-reports", headers: AUTH })
          .willRespondWith({ status: 200, body: { data: eachLike(summary(report.description)) } });
        pact
          .given(ADMIN)
          .uponReceiving("a bug report with its log")
          .withRequest({ method: "GET", path: "/api/bug-reports/1", headers: AUTH })
          .willRespondWith({ status: 200, body: { data: { ...summary(report.description), log: like(LOG) } } });
      },
      async (url) => {
        const client = api(url);
        expect((await client.list())[0]?.author.role).toBe("STUDENT");
        expect((await client.one("1")).log).toBe(LOG);
      },
    ));

  it("GET /api/bug-reports 403 for a student", () =>
    refused(
      STUDENT,
      "the list of bug reports asked by a student",
      { method: "GET", path: "/api/bug-reports" },
      (reports) => reports.list(),
    ));
});
