import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { deadlinesApi } from "@app/web/lib/api/deadlines-api";
import { passageApi } from "@app/web/lib/api/passage-api";
import { reviewApi } from "@app/web/lib/api/review-api";
import { DEADLINE_MESSAGES } from "@app/domain/deadlines/deadline-messages";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { AUTH, JSON_AUTH } from "../support/headers";
import { errorBody, forbidden, invalid, unauthorized } from "../support/error-bodies";
import { counts, isoDate, pageMeta, person } from "../support/review-bodies";
import { pinned } from "../support/pin";
import { refusal } from "../support/refusal";
import { signedInClient, webClient } from "../support/web-client";

/** Issue #37: deadlines (docs/api.md "Deadlines (issue #37)"), driving web/src/lib/api/deadlines-api.ts. */
const { like, integer, boolean, regex, eachLike } = MatchersV3;
const PLAN = "deadlines: course 1 has a plan and an extension";
const OWNER = `${PLAN}, the owner is signed in`;
const STUDENT = `${PLAN}, the student is signed in`;
/** The student's calendar token the provider state stores (contracts/provider/states/deadline-states.ts). */
const PACT_CALENDAR_TOKEN = "pactCalendarToken0123456789abcdefghijklmnopq";
const ISO = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$";
const STATE = "^(open|soon|late|closed)$";

const fixedItem = {
  lesson_id: like("1"),
  task_id: like("1"),
  due: { kind: "fixed", at: regex(ISO, "2030-01-15T20:59:00.000Z") },
  hard: boolean(false),
};
const extension = {
  id: integer(901),
  student_id: integer(5),
  group_id: null,
  lesson_id: like("3"),
  until: regex(ISO, "2030-02-01T00:00:00.000Z"),
  created_at: regex(ISO, "2026-11-01T09:00:00.000Z"),
};
const relativeItem = {
  lesson_id: like("2"),
  task_id: like("2"),
  due: { kind: "relative", days: integer(7), time: regex("^\\d{2}:\\d{2}$", "23:59") },
  hard: boolean(true),
};
/** The state's plan: one fixed and one relative item, in this order. */
const planBody = { data: { items: [fixedItem, relativeItem], extensions: eachLike(extension) } };

const api = (url: string) => deadlinesApi(signedInClient(url));
const anonymous = (url: string) => deadlinesApi(webClient(url).client);

describe("deadlines contract", () => {
  it("GET and PUT /api/courses/{id}/deadlines: the course's staff; 422 names the item's field; a student 403", () =>
    pinned(
      (pact) => {
        pact
          .given(OWNER)
          .uponReceiving("the owner reads course 1's deadline plan")
          .withRequest({ method: "GET", path: "/api/courses/1/deadlines", headers: AUTH })
          .willRespondWith({ status: 200, body: planBody });
        pact
          .given(OWNER)
          .uponReceiving("the owner saves course 1's deadline plan")
          .withRequest({
            method: "PUT",
            path: "/api/courses/1/deadlines",
            headers: JSON_AUTH,
            body: {
              items: [
                { lesson_id: "1", task_id: "1", due: { kind: "fixed", at: "2030-01-15T20:59:00.000Z" }, hard: false },
                { lesson_id: "2", task_id: "2", due: { kind: "relative", days: 7, time: "23:59" }, hard: true },
              ],
            },
          })
          .willRespondWith({ status: 200, body: planBody });
      },
      async (url) => {
        const plan = await api(url).plan(1);
        expect([plan.items[0]?.lesson_id, plan.extensions[0]?.id]).toEqual(["1", 901]);
        const saved = await api(url).savePlan(1, {
          items: [
            { lesson_id: "1", task_id: "1", due: { kind: "fixed", at: "2030-01-15T20:59:00.000Z" }, hard: false },
            { lesson_id: "2", task_id: "2", due: { kind: "relative", days: 7, time: "23:59" }, hard: true },
          ],
        });
        expect(saved.items.length).toBeGreaterThan(0);
      },
    )
      .then(() =>
        pinned(
          (pact) =>
            pact
              .given(OWNER)
              .uponReceiving("a deadline plan with a date that does not parse")
              .withRequest({
                method: "PUT",
                path: "/api/courses/1/deadlines",
                headers: JSON_AUTH,
                body: { items: [{ lesson_id: "1", task_id: null, due: { kind: "fixed", at: "завтра" }, hard: false }] },
              })
              .willRespondWith(invalid("items.0.due.at", VALIDATION_MESSAGES.invalidDate)),
          async (url) => {
            const failure = await refusal(
              api(url).savePlan(1, {
                items: [{ lesson_id: "1", task_id: null, due: { kind: "fixed", at: "завтра" }, hard: false }],
              }),
            );
            expect(failure.validation).toEqual({ "items.0.due.at": [VALIDATION_MESSAGES.invalidDate] });
          },
        ),
      )
      .then(() =>
        pinned(
          (pact) =>
            pact
              .given(STUDENT)
              .uponReceiving("a student's look at course 1's deadline plan")
              .withRequest({ method: "GET", path: "/api/courses/1/deadlines", headers: AUTH })
              .willRespondWith(forbidden()),
          async (url) => {
            expect((await refusal(api(url).plan(1))).status).toBe(403);
          },
        ),
      ));

  it("POST and DELETE …/deadlines/extensions: staff give a group more time and take an extension back", () =>
    pinned(
      (pact) => {
        pact
          .given(OWNER)
          .uponReceiving("the owner gives a group more time for the whole course")
          .withRequest({
            method: "POST",
            path: "/api/courses/1/deadlines/extensions",
            headers: JSON_AUTH,
            body: { student_id: null, group_id: 1, lesson_id: null, until: "2030-03-01T00:00:00.000Z" },
          })
          .willRespondWith({
            status: 201,
            body: {
              data: {
                ...extension,
                student_id: null,
                group_id: integer(1),
                lesson_id: null,
                until: regex(ISO, "2030-03-01T00:00:00.000Z"),
              },
            },
          });
        pact
          .given(OWNER)
          .uponReceiving("the owner takes extension 901 back")
          .withRequest({ method: "DELETE", path: "/api/courses/1/deadlines/extensions/901", headers: AUTH })
          .willRespondWith({ status: 200, body: { data: null } });
      },
      async (url) => {
        const given = await api(url).extend(1, {
          student_id: null,
          group_id: 1,
          lesson_id: null,
          until: "2030-03-01T00:00:00.000Z",
        });
        expect([given.group_id, given.until]).toEqual([1, "2030-03-01T00:00:00.000Z"]);
        expect(await api(url).removeExtension(1, 901)).toBeNull();
      },
    ));

  it("GET /api/my/deadlines and the calendar address: the student's own; signed out 401", () =>
    pinned(
      (pact) => {
        pact
          .given(STUDENT)
          .uponReceiving("the student's dates across his courses")
          .withRequest({ method: "GET", path: "/api/my/deadlines", headers: AUTH })
          .willRespondWith({
            status: 200,
            body: {
              data: eachLike({
                course_id: integer(1),
                course_name: like("Основы Python"),
                module_id: like("1"),
                lesson_id: like("1"),
                lesson_name: like("Установка и первая программа"),
                task_id: like("1"),
                task_name: like("Первая программа"),
                at: regex(ISO, "2030-01-15T20:59:00.000Z"),
                hard: boolean(false),
                state: regex(STATE, "open"),
                extended: boolean(false),
                sent: boolean(true),
              }),
            },
          });
        const link = {
          status: 200,
          body: {
            data: {
              url: regex(
                "^https?://[^/]+/calendar/[A-Za-z0-9_-]{20,100}\\.ics$",
                `http://127.0.0.1/calendar/${PACT_CALENDAR_TOKEN}.ics`,
              ),
            },
          },
        };
        pact
          .given(STUDENT)
          .uponReceiving("the student's calendar address")
          .withRequest({ method: "GET", path: "/api/my/deadlines/calendar", headers: AUTH })
          .willRespondWith(link);
        pact
          .given(STUDENT)
          .uponReceiving("a new calendar address for the student")
          .withRequest({ method: "POST", path: "/api/my/deadlines/calendar", headers: AUTH })
          .willRespondWith(link);
        pact
          .given(PLAN)
          .uponReceiving("a stranger's look at what is due")
          .withRequest({ method: "GET", path: "/api/my/deadlines" })
          .willRespondWith(unauthorized);
      },
      async (url) => {
        expect((await api(url).mine())[0]?.course_id).toBe(1);
        expect(await api(url).calendar()).toMatch(/\/calendar\/.+\.ics$/);
        expect(await api(url).renewCalendar()).toMatch(/\/calendar\/.+\.ics$/);
        expect((await refusal(anonymous(url).mine())).status).toBe(401);
      },
    ));

  it("GET /calendar/{token}.ics: signed out, the token is the key: an iCalendar feed", () =>
    pinned(
      (pact) =>
        pact
          .given(PLAN)
          .uponReceiving("the student's calendar feed, signed out")
          .withRequest({ method: "GET", path: `/calendar/${PACT_CALENDAR_TOKEN}.ics` })
          .willRespondWith({
            status: 200,
            headers: { "Content-Type": "text/calendar; charset=utf-8" },
          }),
      async (url) => {
        // A calendar app subscribes to the address; the web only shows it.
        const answer = await fetch(`${url}/calendar/${PACT_CALENDAR_TOKEN}.ics`);
        expect([answer.status, answer.headers.get("content-type")]).toEqual([200, "text/calendar; charset=utf-8"]);
      },
    ));

  it("sending after a hard date is 409; the review queue marks late work and filters by it (late=1)", () =>
    pinned(
      (pact) => {
        pact
          .given(STUDENT)
          .uponReceiving("a new attempt at a task whose hard date has passed")
          .withRequest({
            method: "POST",
            path: "/api/my-courses/1/tasks/2/blocks/9/submissions",
            headers: JSON_AUTH,
            body: { text: "Исправленный калькулятор" },
          })
          .willRespondWith({ status: 409, body: errorBody(DEADLINE_MESSAGES.closed) });
        pact
          .given(OWNER)
          .uponReceiving("the owner's review queue, late works only")
          .withRequest({
            method: "GET",
            path: "/api/review/queue",
            query: { late: "1", page: "1", per_page: "12" },
            headers: AUTH,
          })
          .willRespondWith({
            status: 200,
            body: {
              data: eachLike({
                id: integer(1),
                course_id: integer(1),
                course_name: like("Основы Python"),
                task_id: like("1"),
                task_name: like("Первая программа"),
                student: person(5, "Сергей", "Иванов"),
                status: like("onReview"),
                attempts: integer(1),
                submitted_at: isoDate("2026-10-03T10:45:00.000Z"),
                late: true,
              }),
              meta: pageMeta(1),
              counts: counts(1, 0, 0),
              courses: eachLike({ id: like("1"), name: like("Основы Python"), count: integer(1) }),
              tasks: [],
              groups: eachLike({ id: like("1"), name: like("Утренняя группа"), count: integer(1) }),
            },
          });
      },
      async (url) => {
        const closed = await refusal(
          passageApi(signedInClient(url)).submitTask(1, "2", "9", { text: "Исправленный калькулятор" }),
        );
        expect([closed.status, closed.message]).toEqual([409, DEADLINE_MESSAGES.closed]);
        const queue = await reviewApi(signedInClient(url)).queue({ late: "1" });
        expect(queue.data.map((item) => item.late)).toEqual([true]);
      },
    ));
});
