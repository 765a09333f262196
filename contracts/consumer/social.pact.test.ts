import { describe, expect, it } from "vitest";
import { SOCIAL_MESSAGES } from "@app/domain/validation/messages";
import { MatchersV3 } from "@pact-foundation/pact";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { socialApi } from "@app/web/lib/api/social-api";
import { webClient } from "../support/web-client";
import { areaKit } from "../support/area-kit";
import { AUTH, JSON_AUTH } from "../support/headers";
import { failureOf } from "../support/refusal";
import { pinned } from "../support/pin";
import { errorBody, validationBody } from "../support/error-bodies";
import { isoDate, pageMeta, person } from "../support/review-bodies";

const { like, integer, number, eachLike, fromProviderState } = MatchersV3;
const STUDENT = "social: the student is signed in";
const OUTSIDER = "social: a student outside course 1 is signed in";
const CLASSMATE = "social: another student of course 1 is signed in";
const PAGE = { page: "1", per_page: "12" };
const { api, refused, expired } = areaKit(socialApi, "social: the student's session has expired");

const post = (text: string) => ({
  id: integer(5),
  course_id: integer(1),
  author: person(5, "Сергей", "Иванов"),
  text: like(text),
  created_at: isoDate("2026-10-02T12:00:00.000Z"),
  reply_to: null,
  replies: [],
});
const entry = (place: number, points: number) => ({
  place: integer(place),
  student: person(7, "Анна", "Петрова"),
  points: integer(points),
  test_points: integer(4),
  accepted_tasks: integer(3),
  completed_lessons: integer(4),
});
const review = (courseId: number, rating: number, text: string) => ({
  id: integer(9),
  course_id: integer(courseId),
  author: person(5, "Сергей", "Иванов"),
  rating: integer(rating),
  text: like(text),
  created_at: isoDate("2026-10-02T22:00:00.000Z"),
  edited_at: null,
  answer: null,
});

describe("social contract: Обсуждение", () => {
  const list = { method: "GET" as const, path: "/api/courses/1/discussion", query: PAGE };
  it("GET /api/courses/{id}/discussion 200 for a member", () =>
    pinned(
      (pact) =>
        pact
          .given(STUDENT)
          .uponReceiving("the discussion of a course")
          .withRequest({ ...list, headers: AUTH })
          .willRespondWith({
            status: 200,
            body: { data: eachLike(post("Спасибо! Тест после урока помог проверить себя.")), meta: pageMeta(4) },
          }),
      async (url) => expect((await api(url).discussion(1)).data[0]?.author.name).toBe("Сергей"),
    ));
  it("GET /api/courses/{id}/discussion 403 outside the course", () =>
    refused(OUTSIDER, "the discussion asked by a student outside the course", list, (social) => social.discussion(1)));
  it("GET /api/courses/{id}/discussion 401 expired", () =>
    expired("the discussion with an expired token", list, (social) => social.discussion(1)));

  const question = "Подскажите, где найти материалы к уроку?";
  const write = (text: string) => ({ method: "POST" as const, path: "/api/courses/1/discussion", body: { text } });
  it("POST /api/courses/{id}/discussion 201, 422 for a blank text", () =>
    pinned(
      (pact) => {
        const open = "social: the student is signed in and course 1's discussion is open";
        pact
          .given(open)
          .uponReceiving("a discussion post")
          .withRequest({ ...write(question), headers: JSON_AUTH })
          .willRespondWith({ status: 201, body: { data: post(question) } });
        pact
          .given(open)
          .uponReceiving("a blank discussion post")
          .withRequest({ ...write("   "), headers: JSON_AUTH })
          .willRespondWith({ status: 422, body: validationBody("text", "Обязательное поле") });
      },
      async (url) => {
        expect((await api(url).post(1, question)).text).toBe(question);
        expect((await failureOf(api(url).post(1, "   ")))?.body?.errors?.validation.text?.[0]).toBe(
          "Обязательное поле",
        );
      },
    ));
  const reply = "Материалы лежат во вкладке урока, под видео.";
  it("POST /api/courses/{id}/discussion 201 for a reply, in the thread of the post answered (issue #30)", () =>
    pinned(
      (pact) =>
        pact
          .given("social: the student is signed in and course 1's discussion is open")
          .uponReceiving("a reply to discussion post 1")
          .withRequest({
            method: "POST",
            path: "/api/courses/1/discussion",
            body: { text: reply, reply_to: 1 },
            headers: JSON_AUTH,
          })
          .willRespondWith({ status: 201, body: { data: { ...post(reply), reply_to: integer(1) } } }),
      async (url) => expect((await api(url).post(1, reply, 1)).reply_to).toBe(1),
    ));
  it("POST /api/courses/{id}/discussion 403 while the discussion is off", () =>
    refused(
      "social: the student is signed in and course 1's discussion is off",
      "a discussion post while the discussion is off",
      write(question),
      (social) => social.post(1, question),
      SOCIAL_MESSAGES.commentsDisabled,
    ));
  it("POST /api/courses/{id}/discussion 403 outside the course", () =>
    refused(OUTSIDER, "a discussion post by a student outside the course", write(question), (social) =>
      social.post(1, question),
    ));
  it("POST /api/courses/{id}/discussion 401 expired", () =>
    expired("a discussion post with an expired token", write(question), (social) => social.post(1, question)));

  const remove = { method: "DELETE" as const, path: "/api/courses/1/discussion/1" };
  it("DELETE /api/courses/{id}/discussion/{postId} 200 for its author", () =>
    pinned(
      (pact) =>
        pact
          .given(STUDENT)
          .uponReceiving("a deletion of the student's own post")
          .withRequest({ ...remove, headers: AUTH })
          .willRespondWith({ status: 200, body: { data: { id: integer(1) } } }),
      async (url) => expect((await api(url).deletePost(1, 1)).id).toBe(1),
    ));
  it("DELETE /api/courses/{id}/discussion/{postId} 403 for another student", () =>
    refused(CLASSMATE, "a deletion of another student's post", remove, (social) => social.deletePost(1, 1)));
  it("DELETE /api/courses/{id}/discussion/{postId} 401 expired", () =>
    expired("a post deletion with an expired token", remove, (social) => social.deletePost(1, 1)));
});

describe("social contract: Однокурсники and Рейтинг", () => {
  const classmates = { method: "GET" as const, path: "/api/courses/1/classmates", query: PAGE };
  it("GET /api/courses/{id}/classmates 200 for a member", () =>
    pinned(
      (pact) =>
        pact
          .given(STUDENT)
          .uponReceiving("the classmates of a course")
          .withRequest({ ...classmates, headers: AUTH })
          .willRespondWith({
            status: 200,
            body: {
              data: eachLike({
                student: person(7, "Анна", "Петрова"),
                progress: { completed_lessons: integer(4), total_lessons: integer(4), percent: integer(100) },
              }),
              meta: pageMeta(6),
            },
          }),
      async (url) => expect((await api(url).classmates(1)).data[0]?.progress.percent).toBe(100),
    ));
  it("GET /api/courses/{id}/classmates 403 when the author hides them", () =>
    refused(
      "social: the student is signed in and course 1 hides classmates",
      "the classmates hidden by the author",
      classmates,
      (social) => social.classmates(1),
      SOCIAL_MESSAGES.classmatesHidden,
    ));
  it("GET /api/courses/{id}/classmates 403 outside the course", () =>
    refused(OUTSIDER, "the classmates asked by a student outside the course", classmates, (social) =>
      social.classmates(1),
    ));
  it("GET /api/courses/{id}/classmates 401 expired", () =>
    expired("the classmates with an expired token", classmates, (social) => social.classmates(1)));

  const rating = { method: "GET" as const, path: "/api/courses/1/rating" };
  it("GET /api/courses/{id}/rating 200 for a member", () =>
    pinned(
      (pact) =>
        pact
          .given(STUDENT)
          .uponReceiving("the rating of a course")
          .withRequest({ ...rating, headers: AUTH })
          .willRespondWith({
            status: 200,
            body: {
              data: { entries: eachLike(entry(1, 54)), me: { ...entry(5, 6), student: person(5, "Сергей", "Иванов") } },
            },
          }),
      async (url) => {
        const answer = await api(url).rating(1);
        expect([answer.entries[0]?.place, answer.me?.student.id]).toEqual([1, 5]);
      },
    ));
  it("GET /api/courses/{id}/rating 403 outside the course", () =>
    refused(OUTSIDER, "the rating asked by a student outside the course", rating, (social) => social.rating(1)));
  it("GET /api/courses/{id}/rating 401 expired", () =>
    expired("the rating with an expired token", rating, (social) => social.rating(1)));
});

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
