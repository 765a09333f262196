import { describe, expect, it } from "vitest";
import { MatchersV3, type V3Request } from "@pact-foundation/pact";
import { invitationsApi } from "@app/web/lib/api/invitations-api";
import { signedInClient, webClient } from "../support/web-client";
import { AUTH } from "../support/headers";
import { errorBody, forbidden } from "../support/error-bodies";
import { refusal } from "../support/refusal";
import { pin } from "../support/pin";
import { pinSessionEnds } from "../support/session-expiry";
import { fixture, likeTree } from "../support/like-tree";

const { like, integer, regex, fromProviderState } = MatchersV3;
const ISO = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z";
const at = (example: string) => regex(ISO, example);

const DEMO = "the demo catalogue is published";
const FRESH = "invitations: fresh@demo.ru is signed in";
const OWNER = "invitations: the owner is signed in";
const LINK_FRESH = "invitations: course 2 has an access link and fresh@demo.ru is signed in";
const EXPIRED = "invitations: the student's session has expired and cannot be refreshed";

const anonymous = (url: string) => invitationsApi(webClient(url).client);
const signedIn = (url: string) => invitationsApi(signedInClient(url));
const offer = (mode: string, price: string, enrolled: boolean) => ({
  course_id: integer(2),
  mode: like(mode),
  price: like(price),
  old_price: like("19900"),
  seats_total: null,
  seats_left: null,
  enrolled: like(enrolled),
  invited: like(false),
});

/** The way into a course (issue #14): the public page's offer, buying a paid course, an access link's course. */
describe("course entry contract", () => {
  describe("GET /api/courses/{id}/trial-lessons/{lessonId}", () => {
    it("200 to anyone: course 1's trial lesson, its tests without correct answers (issue #30)", () =>
      pin(
        {
          state: DEMO,
          description: "the trial lesson of course 1 to a visitor",
          request: { method: "GET", path: "/api/courses/1/trial-lessons/1" },
          response: { status: 200, body: likeTree(fixture("trial-lesson-1.json")) },
        },
        async (url) => {
          const lesson = await anonymous(url).trialLesson(1, "1");
          expect(lesson.lessonName).toBe("Установка и первая программа");
          expect(lesson.tasks[0]?.taskContent.length).toBeGreaterThan(0);
        },
      ));
    it("404 for a lesson that is not a trial one", () =>
      pin(
        {
          state: DEMO,
          description: "a lesson of course 1 that is not a trial one, to a visitor",
          request: { method: "GET", path: "/api/courses/1/trial-lessons/2" },
          response: { status: 404, body: errorBody("Урок не найден") },
        },
        async (url) => {
          expect(await refusal(anonymous(url).trialLesson(1, "2"))).toMatchObject({
            status: 404,
            message: "Урок не найден",
          });
        },
      ));
  });

  describe("GET /api/courses/{id}/offer", () => {
    it("200 to anyone: course 2 is paid", () =>
      pin(
        {
          state: DEMO,
          description: "the offer of course 2 to a visitor",
          request: { method: "GET", path: "/api/courses/2/offer" },
          response: { status: 200, body: { data: offer("paid", "14900", false) } },
        },
        async (url) => {
          expect(await anonymous(url).offer(2)).toMatchObject({
            mode: "paid",
            price: "14900",
            enrolled: false,
            seats_left: null,
          });
        },
      ));
    it("200 to a signed-in student says whether he is in", () =>
      pin(
        {
          state: FRESH,
          description: "the offer of course 2 to a signed-in student",
          request: { method: "GET", path: "/api/courses/2/offer", headers: AUTH },
          response: { status: 200, body: { data: offer("paid", "14900", false) } },
        },
        async (url) => {
          expect((await signedIn(url).offer(2)).enrolled).toBe(false);
        },
      ));
    it("404 for a course that is not published", () =>
      pin(
        {
          state: DEMO,
          description: "the offer of the unpublished draft",
          request: { method: "GET", path: "/api/courses/15/offer" },
          response: { status: 404, body: errorBody("Курс не найден или ещё не опубликован") },
        },
        async (url) => {
          expect(await refusal(anonymous(url).offer(15))).toMatchObject({
            status: 404,
            message: "Курс не найден или ещё не опубликован",
          });
        },
      ));
  });

  describe("POST /api/courses/{id}/orders", () => {
    const request = (id: number): V3Request => ({ method: "POST", path: `/api/courses/${id}/orders`, headers: AUTH });
    it("201 records a paid order and enrols", () =>
      pin(
        {
          state: FRESH,
          description: "a purchase of course 2",
          request: request(2),
          response: {
            status: 201,
            body: {
              data: {
                order: {
                  id: integer(1),
                  course_id: integer(2),
                  user_id: integer(6),
                  amount: like("14900"),
                  status: "paid",
                  created_at: at("2026-11-22T06:00:00.000Z"),
                },
                enrolment: {
                  id: integer(17),
                  course_id: integer(2),
                  user_id: integer(6),
                  source: "purchase",
                  enrolled_at: at("2026-11-22T06:00:00.000Z"),
                  completed_at: null,
                },
              },
            },
          },
        },
        async (url) => {
          const bought = await signedIn(url).buy(2);
          expect(bought.order?.status).toBe("paid");
          expect(bought.enrolment.source).toBe("purchase");
        },
      ));
    it("409 for a free course", () =>
      pin(
        {
          state: FRESH,
          description: "a purchase of the free course 1",
          request: request(1),
          response: { status: 409, body: errorBody("Курс не продаётся: запишитесь на него бесплатно") },
        },
        async (url) => {
          expect(await refusal(signedIn(url).buy(1))).toMatchObject({
            status: 409,
            message: "Курс не продаётся: запишитесь на него бесплатно",
          });
        },
      ));
    it("403 for the owner", () =>
      pin(
        {
          state: OWNER,
          description: "a purchase of course 2 by the owner",
          request: request(2),
          response: forbidden("Записаться на курс может только ученик"),
        },
        async (url) => {
          expect((await refusal(signedIn(url).buy(2))).status).toBe(403);
        },
      ));
  });

  it("POST /api/courses/{id}/enrolments 403: a paid course is bought, not joined for free", () =>
    pin(
      {
        state: FRESH,
        description: "a free enrolment in the paid course 2",
        request: { method: "POST", path: "/api/courses/2/enrolments", headers: AUTH },
        response: forbidden("Курс платный: чтобы записаться, купите его"),
      },
      async (url) => {
        expect(await refusal(signedIn(url).enrol(2))).toMatchObject({
          status: 403,
          message: "Курс платный: чтобы записаться, купите его",
        });
      },
    ));

  describe("GET /api/access-links/{token}", () => {
    it("200 names the course and its school", () =>
      pin(
        {
          state: LINK_FRESH,
          description: "course 2's access link looked up",
          request: {
            method: "GET",
            path: fromProviderState("/api/access-links/${linkToken}", "/api/access-links/link-token"),
          },
          response: {
            status: 200,
            body: {
              data: {
                course_id: integer(2),
                course_name: like("Веб-разработка на TypeScript"),
                school_name: like("Демо-школа"),
              },
            },
          },
        },
        async (url) => {
          expect(await anonymous(url).linkInfo("link-token")).toMatchObject({
            course_id: 2,
            school_name: "Демо-школа",
          });
        },
      ));
    it("404 for a link that is not (or no longer) a course's", () =>
      pin(
        {
          state: DEMO,
          description: "a forged access link looked up",
          request: { method: "GET", path: "/api/access-links/forged" },
          response: { status: 404, body: errorBody("Ссылка для доступа недействительна") },
        },
        async (url) => {
          expect(await refusal(anonymous(url).linkInfo("forged"))).toMatchObject({
            status: 404,
            message: "Ссылка для доступа недействительна",
          });
        },
      ));
  });

  it("POST orders with an expired token ends the session", () =>
    pinSessionEnds(
      EXPIRED,
      "POST orders with an expired token",
      { method: "POST", path: "/api/courses/2/orders" },
      (client) => invitationsApi(client).buy(2),
    ));
});
