import { describe, expect, it } from "vitest";
import { SOCIAL_MESSAGES } from "@app/domain/validation/messages";
import { AUTH, JSON_AUTH } from "../support/headers";
import { failureOf } from "../support/refusal";
import { pinned } from "../support/pin";
import { validationBody } from "../support/error-bodies";
import { pageMeta, person } from "../support/review-bodies";
import {
  STUDENT,
  OUTSIDER,
  CLASSMATE,
  PAGE,
  post,
  entry,
  integer,
  eachLike,
  api,
  refused,
  expired,
} from "../support/social-pact";

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
