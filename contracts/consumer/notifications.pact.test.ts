import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { notificationsApi } from "@app/web/lib/api/notifications-api";
import { readEventStream } from "@app/web/lib/api/event-stream";
import { areaKit } from "../support/area-kit";
import { AUTH, JSON_AUTH } from "../support/headers";
import { TOKENS } from "../support/pact-setup";
import { pinned } from "../support/pin";
import { failureOf } from "../support/refusal";
import { validationBody } from "../support/error-bodies";
import { isoDate } from "../support/review-bodies";

/** Issue #35: a person's notifications, marking them read, their stream, and his e-mail choices. */
const { like, integer, eachLike, boolean, regex } = MatchersV3;
const TOLD = "notifications: the teacher has an unread notification of new work";
const STUDENT = "notifications: the student is signed in";
const EXPIRED = "review: the teacher's session has expired";
const notifications = areaKit(notificationsApi, EXPIRED);
const CHOICE = "^(now|digest|never)$";

const choices = {
  "work-arrived": regex(CHOICE, "now"),
  "student-replied": regex(CHOICE, "now"),
  "work-accepted": regex(CHOICE, "now"),
  "work-sent-back": regex(CHOICE, "now"),
  "teacher-replied": regex(CHOICE, "now"),
  invited: regex(CHOICE, "now"),
  enrolled: regex(CHOICE, "now"),
  "student-joined": regex(CHOICE, "now"),
  "certificate-issued": regex(CHOICE, "now"),
  "deadline-soon": regex(CHOICE, "now"),
};

describe("notifications contract", () => {
  it("GET /api/notifications 200: newest first, paged, with the unread count", () =>
    pinned(
      (pact) =>
        pact
          .given(TOLD)
          .uponReceiving("the teacher's notifications")
          .withRequest({
            method: "GET",
            path: "/api/notifications",
            query: { page: "1", per_page: "20" },
            headers: AUTH,
          })
          .willRespondWith({
            status: 200,
            body: {
              data: eachLike({
                id: integer(1),
                kind: like("work-arrived"),
                link: like("/availableCourses/queue/1"),
                parts: { course: like("Python для начинающих"), task: like("Эссе"), person: like("Иван Петров") },
                created_at: isoDate("2026-10-03T10:00:00.000Z"),
                read: boolean(false),
              }),
              meta: { page: integer(1), per_page: integer(20), total: integer(1) },
              unread: integer(1),
            },
          }),
      async (url) => {
        const page = await notifications.api(url).list(1, 20);
        expect([page.unread, page.data[0]?.kind, page.data[0]?.read]).toEqual([1, "work-arrived", false]);
      },
    ));

  it("POST /api/notifications/read 200 for ids and for all, 422 for neither", () =>
    pinned(
      (pact) => {
        pact
          .given(TOLD)
          .uponReceiving("notification 1 marked read")
          .withRequest({ method: "POST", path: "/api/notifications/read", body: { ids: [1] }, headers: JSON_AUTH })
          .willRespondWith({ status: 200, body: { unread: integer(0) } });
        pact
          .given(TOLD)
          .uponReceiving("all notifications marked read")
          .withRequest({ method: "POST", path: "/api/notifications/read", body: { all: true }, headers: JSON_AUTH })
          .willRespondWith({ status: 200, body: { unread: integer(0) } });
        pact
          .given(TOLD)
          .uponReceiving("a read mark naming nothing")
          .withRequest({ method: "POST", path: "/api/notifications/read", body: { ids: "1" }, headers: JSON_AUTH })
          .willRespondWith({ status: 422, body: validationBody("ids", "Обязательное поле") });
      },
      async (url) => {
        const api = notifications.api(url);
        expect(await api.markRead({ ids: [1] })).toBe(0);
        expect(await api.markRead({ all: true })).toBe(0);
        const error = await failureOf(api.markRead({ ids: "1" } as unknown as { ids: number[] }));
        expect(error?.status).toBe(422);
      },
    ));

  it("GET /api/notifications/stream 200: server-sent events, the first one the unread count", () =>
    pinned(
      (pact) =>
        pact
          .given(TOLD)
          .uponReceiving("the teacher's notification stream, read once")
          .withRequest({ method: "GET", path: "/api/notifications/stream", query: { once: "1" }, headers: AUTH })
          .willRespondWith({
            status: 200,
            headers: { "Content-Type": "text/event-stream; charset=utf-8" },
            body: 'data: {"unread":1,"arrived":[]}\n\n',
          }),
      async (url) => {
        const response = await fetch(`${url}/api/notifications/stream?once=1`, {
          headers: { Authorization: `Bearer ${TOKENS.valid}` },
        });
        const events: unknown[] = [];
        await readEventStream(response, (data) => events.push(JSON.parse(data)));
        expect(events).toEqual([{ unread: 1, arrived: [] }]);
      },
    ));

  it("GET and PUT /api/profile/notifications 200, 422 for an unknown choice", () =>
    pinned(
      (pact) => {
        pact
          .given(STUDENT)
          .uponReceiving("the student's e-mail choices")
          .withRequest({ method: "GET", path: "/api/profile/notifications", headers: AUTH })
          .willRespondWith({ status: 200, body: { data: choices } });
        pact
          .given(STUDENT)
          .uponReceiving("the student's choice of a daily digest for sent-back work")
          .withRequest({
            method: "PUT",
            path: "/api/profile/notifications",
            body: { "work-sent-back": "digest" },
            headers: JSON_AUTH,
          })
          .willRespondWith({ status: 200, body: { data: { ...choices, "work-sent-back": "digest" } } });
        pact
          .given(STUDENT)
          .uponReceiving("an unknown e-mail choice")
          .withRequest({
            method: "PUT",
            path: "/api/profile/notifications",
            body: { "work-sent-back": "sometimes" },
            headers: JSON_AUTH,
          })
          .willRespondWith({ status: 422, body: validationBody("work-sent-back", "Обязательное поле") });
      },
      async (url) => {
        const api = notifications.api(url);
        expect((await api.preferences())["work-accepted"]).toBe("now");
        expect((await api.savePreferences({ "work-sent-back": "digest" }))["work-sent-back"]).toBe("digest");
        const error = await failureOf(
          api.savePreferences({ "work-sent-back": "sometimes" } as unknown as { "work-sent-back": "never" }),
        );
        expect(error?.status).toBe(422);
      },
    ));

  it("401 once the session has ended", () =>
    notifications.expired(
      "the notifications with an expired session",
      { method: "GET", path: "/api/notifications", query: { page: "1", per_page: "1" } },
      (api) => api.list(1, 1),
    ));
});
