import { describe, expect, it } from "vitest";
import { SOCIAL_MESSAGES } from "@app/domain/validation/messages";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { socialApi } from "@app/web/lib/api/social-api";
import { webClient } from "../support/web-client";
import { AUTH, JSON_AUTH } from "../support/headers";
import { failureOf } from "../support/refusal";
import { pinned } from "../support/pin";
import { errorBody } from "../support/error-bodies";
import { isoDate, pageMeta, person } from "../support/review-bodies";
import {
  STUDENT,
  CLASSMATE,
  PAGE,
  review,
  like,
  integer,
  number,
  eachLike,
  fromProviderState,
  api,
  refused,
  expired,
} from "../support/social-pact";

describe("social contract: Отзывы", () => {
  const list = { method: "GET" as const, path: "/api/courses/1/reviews", query: PAGE };
  it("GET /api/courses/{id}/reviews 200 for anyone on a published course", () =>
    pinned(
      (pact) =>
        pact
          .given("social: the demo courses are published")
          .uponReceiving("the reviews of a published course")
          .withRequest(list)
          .willRespondWith({
            status: 200,
            body: {
              data: eachLike(review(1, 3, "Материал полезный, но местами темп слишком быстрый.")),
              meta: pageMeta(4),
              summary: { average_rating: number(4.3), count: integer(4) },
            },
          }),
      async (url) => expect((await socialApi(webClient(url).client).reviews(1)).summary.count).toBe(4),
    ));
  it("GET /api/courses/{id}/reviews 403 for a student on a draft", () =>
    pinned(
      (pact) =>
        pact
          .given("social: the student is signed in and the school has a draft course")
          .uponReceiving("the reviews of a draft asked by a student")
          .withRequest({
            method: "GET",
            path: fromProviderState("/api/courses/${draftId}/reviews", "/api/courses/40/reviews"),
            query: PAGE,
            headers: AUTH,
          })
          .willRespondWith({ status: 403, body: errorBody(ERROR_MESSAGES.forbidden) }),
      async (url) => expect((await failureOf(api(url).reviews(40)))?.status).toBe(403),
    ));
  it("GET /api/courses/{id}/reviews 401 expired", () =>
    expired("the reviews with an expired token", list, (social) => social.reviews(1)));

  const praise = { rating: 5, text: "Отличный курс: понятные объяснения и много практики." };
  const write = (courseId: number, body: Record<string, unknown> = praise) => ({
    method: "POST" as const,
    path: `/api/courses/${courseId}/reviews`,
    body,
  });
  it("POST /api/courses/{id}/reviews 201, 422 for every bad field, 409 for a second review", () =>
    pinned(
      (pact) => {
        pact
          .given(STUDENT)
          .uponReceiving("a review of a course")
          .withRequest({ ...write(4), headers: JSON_AUTH })
          .willRespondWith({ status: 201, body: { data: review(4, 5, praise.text) } });
        pact
          .given(STUDENT)
          .uponReceiving("a review with a rating out of range and no text")
          .withRequest({ ...write(4, { rating: 7, text: "" }), headers: JSON_AUTH })
          .willRespondWith({
            status: 422,
            body: {
              error: { message: like(ERROR_MESSAGES.unprocessable) },
              errors: {
                validation: { rating: eachLike(SOCIAL_MESSAGES.ratingRange), text: eachLike("Обязательное поле") },
              },
            },
          });
        pact
          .given(STUDENT)
          .uponReceiving("a second review of the same course")
          .withRequest({ ...write(1), headers: JSON_AUTH })
          .willRespondWith({ status: 409, body: errorBody(SOCIAL_MESSAGES.reviewExists) });
      },
      async (url) => {
        expect((await api(url).writeReview(4, praise)).rating).toBe(5);
        const invalid = (await failureOf(api(url).writeReview(4, { rating: 7, text: "" })))?.body?.errors?.validation;
        expect([invalid?.rating?.[0], invalid?.text?.[0]]).toEqual([SOCIAL_MESSAGES.ratingRange, "Обязательное поле"]);
        const twice = await failureOf(api(url).writeReview(1, praise));
        expect([twice?.status, twice?.message]).toEqual([409, SOCIAL_MESSAGES.reviewExists]);
      },
    ));
  it("POST /api/courses/{id}/reviews 403 for staff", () =>
    refused(
      "social: the owner is signed in",
      "a review by the school owner",
      write(4),
      (social) => social.writeReview(4, praise),
      SOCIAL_MESSAGES.onlyStudents,
    ));
  it("POST /api/courses/{id}/reviews 401 expired", () =>
    expired("a review with an expired token", write(4), (social) => social.writeReview(4, praise)));

  const edit = { method: "PUT" as const, path: "/api/courses/1/reviews/1", body: praise };
  it("PUT /api/courses/{id}/reviews/{reviewId} 200 for its author, edited in place (issue #30)", () =>
    pinned(
      (pact) =>
        pact
          .given(STUDENT)
          .uponReceiving("an edit of the student's own review")
          .withRequest({ ...edit, headers: JSON_AUTH })
          .willRespondWith({
            status: 200,
            body: {
              data: { ...review(1, 5, praise.text), id: integer(1), edited_at: isoDate("2026-10-03T08:00:00.000Z") },
            },
          }),
      async (url) => expect((await api(url).editReview(1, 1, praise)).edited_at).not.toBeNull(),
    ));
  it("PUT /api/courses/{id}/reviews/{reviewId} 403 for another student", () =>
    refused(CLASSMATE, "an edit of another student's review", edit, (social) => social.editReview(1, 1, praise)));

  const thanks = "Спасибо за отзыв! Темп второго модуля мы сделаем ровнее.";
  const answer = { method: "PUT" as const, path: "/api/courses/1/reviews/1/answer", body: { text: thanks } };
  it("PUT /api/courses/{id}/reviews/{reviewId}/answer 200 for the course's teacher (issue #30)", () =>
    pinned(
      (pact) =>
        pact
          .given("social: the teacher is signed in")
          .uponReceiving("the teacher's answer to a review")
          .withRequest({ ...answer, headers: JSON_AUTH })
          .willRespondWith({
            status: 200,
            body: {
              data: {
                ...review(1, 3, "Материал полезный"),
                id: integer(1),
                answer: {
                  author: person(3, "Ольга", "Смирнова"),
                  text: like(thanks),
                  at: isoDate("2026-10-03T08:00:00.000Z"),
                },
              },
            },
          }),
      async (url) => expect((await api(url).answerReview(1, 1, thanks)).answer?.text).toBe(thanks),
    ));
  it("PUT /api/courses/{id}/reviews/{reviewId}/answer 403 for a student", () =>
    refused(CLASSMATE, "an answer to a review by a student", answer, (social) => social.answerReview(1, 1, thanks)));

  const remove = { method: "DELETE" as const, path: "/api/courses/1/reviews/1" };
  it("DELETE /api/courses/{id}/reviews/{reviewId} 200 for its author", () =>
    pinned(
      (pact) =>
        pact
          .given(STUDENT)
          .uponReceiving("a deletion of the student's own review")
          .withRequest({ ...remove, headers: AUTH })
          .willRespondWith({ status: 200, body: { data: { id: integer(1) } } }),
      async (url) => expect((await api(url).deleteReview(1, 1)).id).toBe(1),
    ));
  it("DELETE /api/courses/{id}/reviews/{reviewId} 403 for a teacher", () =>
    refused("social: the teacher is signed in", "a deletion of a review by a teacher", remove, (social) =>
      social.deleteReview(1, 1),
    ));
  it("DELETE /api/courses/{id}/reviews/{reviewId} 401 expired", () =>
    expired("a review deletion with an expired token", remove, (social) => social.deleteReview(1, 1)));
});
