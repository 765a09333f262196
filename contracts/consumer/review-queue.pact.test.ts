import { describe, expect, it } from "vitest";
import { lockedByMessage } from "@app/domain/api/review";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { AUTH, JSON_AUTH } from "../support/headers";
import { failureOf } from "../support/refusal";
import { pinned } from "../support/pin";
import { errorBody, validationBody } from "../support/error-bodies";
import { counts, isoDate, pageMeta, person } from "../support/review-bodies";
import { like, integer, eachLike, TEACHER, STUDENT, HELD, PAGE, api, refused, expired } from "../support/review-pact";

describe("review contract: the review queue (issue #34)", () => {
  const queue = { method: "GET" as const, path: "/api/review/queue", query: PAGE };
  const facet = (id: string, name: string, count: number) => ({
    id: like(id),
    name: like(name),
    count: integer(count),
  });
  it("GET /api/review/queue 200 oldest first, 422 for a bad filter", () =>
    pinned(
      (pact) => {
        pact
          .given(TEACHER)
          .uponReceiving("the teacher's review queue")
          .withRequest({ ...queue, headers: AUTH })
          .willRespondWith({
            status: 200,
            body: {
              data: eachLike({
                id: integer(1),
                course_id: integer(1),
                course_name: like("Основы Python"),
                task_id: like("2"),
                task_name: like("Практика: типы данных"),
                student: person(5, "Сергей", "Иванов"),
                status: like("onReview"),
                attempts: integer(1),
                submitted_at: isoDate("2026-10-03T10:45:00.000Z"),
              }),
              meta: pageMeta(1),
              counts: counts(1, 1, 1),
              courses: eachLike(facet("1", "Основы Python", 1)),
              tasks: [],
              groups: eachLike(facet("1", "Утренняя группа", 2)),
            },
          });
        pact
          .given(TEACHER)
          .uponReceiving("the review queue with a bad waiting time")
          .withRequest({ ...queue, query: { older_than_days: "soon", ...PAGE }, headers: AUTH })
          .willRespondWith({ status: 422, body: validationBody("older_than_days", VALIDATION_MESSAGES.unknownOption) });
      },
      async (url) => {
        const page = await api(url).queue({});
        expect([page.data[0]?.course_name, page.meta.page, page.counts.on_review]).toEqual(["Основы Python", 1, 1]);
        const bad = await failureOf(api(url).queue({ older_than_days: "soon" }));
        expect(bad?.body?.errors?.validation.older_than_days?.[0]).toBe(VALIDATION_MESSAGES.unknownOption);
      },
    ));
  it("GET /api/review/queue 403 for a student", () =>
    refused(STUDENT, "the review queue asked by a student", queue, (review) => review.queue({})));
  it("GET /api/review/queue 401 expired", () =>
    expired("the review queue with an expired token", queue, (review) => review.queue({})));
});

describe("review contract: the review lock (issue #34)", () => {
  const take = (id: number) => ({ method: "POST" as const, path: `/api/submissions/${id}/lock`, body: {} });
  const leave = (id: number) => ({ method: "DELETE" as const, path: `/api/submissions/${id}/lock` });
  const lockBody = (mine: boolean, teacher: ReturnType<typeof person>) => ({
    data: { teacher, expires_at: isoDate("2026-10-03T11:00:00.000Z"), mine },
  });
  it("POST /api/submissions/{id}/lock 200 taken on opening a work", () =>
    pinned(
      (pact) =>
        pact
          .given(TEACHER)
          .uponReceiving("a review lock taken on opening a work")
          .withRequest({ ...take(1), headers: JSON_AUTH })
          .willRespondWith({ status: 200, body: lockBody(true, person(4, "Татьяна", "Васильева")) }),
      async (url) => expect((await api(url).lock(1)).mine).toBe(true),
    ));
  it("POST /api/submissions/{id}/lock 200 held by another; his decision 409 names the holder", () =>
    pinned(
      (pact) => {
        pact
          .given(HELD)
          .uponReceiving("a review lock another reviewer holds")
          .withRequest({ ...take(1), headers: JSON_AUTH })
          .willRespondWith({ status: 200, body: lockBody(false, person(1, "Ольга", "Смирнова")) });
        pact
          .given(HELD)
          .uponReceiving("an acceptance of a work another reviewer holds")
          .withRequest({ method: "POST", path: "/api/submissions/1/accept", body: {}, headers: JSON_AUTH })
          .willRespondWith({ status: 409, body: errorBody(lockedByMessage("Ольга Смирнова")) });
      },
      async (url) => {
        const held = await api(url).lock(1);
        expect([held.mine, held.teacher.name]).toEqual([false, "Ольга"]);
        const refused = await failureOf(api(url).accept(1));
        expect([refused?.status, refused?.message]).toEqual([409, lockedByMessage("Ольга Смирнова")]);
      },
    ));
  it("DELETE /api/submissions/{id}/lock 200 on leaving a work", () =>
    pinned(
      (pact) =>
        pact
          .given(TEACHER)
          .uponReceiving("a review lock freed on leaving a work")
          .withRequest({ ...leave(1), headers: AUTH })
          .willRespondWith({ status: 200, body: { data: null } }),
      async (url) => expect(await api(url).unlock(1)).toBeUndefined(),
    ));
  it("POST /api/submissions/{id}/lock 403 for a student", () =>
    refused(STUDENT, "a review lock asked by a student", take(1), (review) => review.lock(1)));
  it("POST /api/submissions/{id}/lock 401 expired", () =>
    expired("a review lock with an expired token", take(1), (review) => review.lock(1)));
});
