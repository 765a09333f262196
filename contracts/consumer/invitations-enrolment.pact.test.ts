import { describe, expect, it } from "vitest";
import { type V3Request } from "@pact-foundation/pact";
import { invitationsApi } from "@app/web/lib/api/invitations-api";
import { AUTH } from "../support/headers";
import { forbidden, invalid } from "../support/error-bodies";
import { refusal } from "../support/refusal";
import { pin } from "../support/pin";
import { pinSessionEnds } from "../support/session-expiry";
import {
  JSON_AUTH,
  OWNER,
  STUDENT,
  FRESH,
  LINK_FRESH,
  LINK_OWNER,
  EXPIRED,
  enrolment,
  courseUsers,
  apiAt,
  like,
  integer,
  regex,
  fromProviderState,
} from "../support/invitations-pact";

/** Course access beyond the invitation: the access link, joining, enrolment and the course's people. */
describe("invitations contract (course access)", () => {
  describe("POST /api/courses/{id}/access-link", () => {
    const request: V3Request = { method: "POST", path: "/api/courses/2/access-link", headers: AUTH };
    const token = "i-uMJepseSWUOej_jP9fDQzhogqYmr3UYc7PAppVNSo";
    it("201 answers the new link", () =>
      pin(
        {
          state: OWNER,
          description: "an access link for course 2",
          request,
          response: {
            status: 201,
            body: { data: { course_id: integer(2), token: like(token), link: regex("^/join/.+$", `/join/${token}`) } },
          },
        },
        async (url) => {
          expect((await apiAt(url).rotateLink(2)).link).toBe(`/join/${token}`);
        },
      ));
    it("403 for a student", () =>
      pin(
        { state: STUDENT, description: "an access link asked by a student", request, response: forbidden() },
        async (url) => {
          expect((await refusal(apiAt(url).rotateLink(2))).status).toBe(403);
        },
      ));
  });

  describe("POST /api/courses/join", () => {
    const request = (token: unknown): V3Request => ({
      method: "POST",
      path: "/api/courses/join",
      headers: JSON_AUTH,
      body: { token },
    });
    const byLink = request(fromProviderState("${linkToken}", "link-token"));
    it("201 enrols by the link", () =>
      pin(
        {
          state: LINK_FRESH,
          description: "a join by course 2's access link",
          request: byLink,
          response: { status: 201, body: { data: enrolment("link") } },
        },
        async (url) => {
          expect((await apiAt(url).join("link-token")).source).toBe("link");
        },
      ));
    it("422 for a blank token", () =>
      pin(
        {
          state: FRESH,
          description: "a join with a blank token",
          request: request(" "),
          response: invalid("token", "Обязательное поле"),
        },
        async (url) => {
          expect((await refusal(apiAt(url).join(" "))).validation?.token).toEqual(["Обязательное поле"]);
        },
      ));
    it("403 for the owner", () =>
      pin(
        {
          state: LINK_OWNER,
          description: "a join by the access link as the owner",
          request: byLink,
          response: forbidden("Записаться на курс может только ученик"),
        },
        async (url) => {
          expect((await refusal(apiAt(url).join("link-token"))).status).toBe(403);
        },
      ));
  });

  describe("POST /api/courses/{id}/enrolments", () => {
    // Course 1 is free (course 2 is paid: see course-entry.pact.test.ts).
    const request: V3Request = { method: "POST", path: "/api/courses/1/enrolments", headers: AUTH };
    it("201 self-enrols a student", () =>
      pin(
        {
          state: FRESH,
          description: "a self-enrolment in course 1",
          request,
          response: { status: 201, body: { data: { ...enrolment("self"), course_id: integer(1) } } },
        },
        async (url) => {
          expect((await apiAt(url).enrol(1)).source).toBe("self");
        },
      ));
    it("403 for the owner", () =>
      pin(
        {
          state: OWNER,
          description: "a self-enrolment by the owner",
          request,
          response: forbidden("Записаться на курс может только ученик"),
        },
        async (url) => {
          expect((await refusal(apiAt(url).enrol(1))).status).toBe(403);
        },
      ));
  });

  describe("GET /api/courses/{id}/users", () => {
    const request: V3Request = { method: "GET", path: "/api/courses/2/users", headers: AUTH };
    it("200 for the owner", () =>
      pin(
        { state: OWNER, description: "the users of course 2", request, response: { status: 200, body: courseUsers } },
        async (url) => {
          const users = await apiAt(url).users(2);
          expect(users.students[0]?.email).toBe("student@demo.ru");
          expect(users.teachers[0]?.email).toBe("teacher@demo.ru");
        },
      ));
    it("403 for a student", () =>
      pin(
        { state: STUDENT, description: "the users of course 2 asked by a student", request, response: forbidden() },
        async (url) => {
          expect((await refusal(apiAt(url).users(2))).status).toBe(403);
        },
      ));
  });

  describe("DELETE /api/courses/{id}/users/{userId}", () => {
    const request: V3Request = { method: "DELETE", path: "/api/courses/2/users/7", headers: AUTH };
    it("200 answers the users left", () =>
      pin(
        {
          state: OWNER,
          description: "a removal of a student from course 2",
          request,
          response: { status: 200, body: courseUsers },
        },
        async (url) => {
          expect((await apiAt(url).removeUser(2, 7)).students.some((student) => student.id === 7)).toBe(false);
        },
      ));
    it("403 for a student", () =>
      pin(
        {
          state: STUDENT,
          description: "a removal of a student from course 2 by a student",
          request,
          response: forbidden(),
        },
        async (url) => {
          expect((await refusal(apiAt(url).removeUser(2, 7))).status).toBe(403);
        },
      ));
  });

  describe("401 to an expired token; the refused refresh ends the session", () => {
    const cases: ReadonlyArray<[string, V3Request, (api: ReturnType<typeof invitationsApi>) => Promise<unknown>]> = [
      [
        "POST invitations",
        { method: "POST", path: "/api/courses/2/invitations", body: { emails: ["friend@demo.ru"], role: "student" } },
        (api) => api.invite(2, { emails: ["friend@demo.ru"], role: "student" }),
      ],
      [
        "GET invitations",
        { method: "GET", path: "/api/courses/2/invitations", query: { page: "1", per_page: "20" } },
        (api) => api.list(2),
      ],
      ["DELETE an invitation", { method: "DELETE", path: "/api/courses/2/invitations/1" }, (api) => api.revoke(2, 1)],
      [
        "POST accept an invitation",
        { method: "POST", path: "/api/invitations/some-token/accept" },
        (api) => api.accept("some-token"),
      ],
      ["POST access-link", { method: "POST", path: "/api/courses/2/access-link" }, (api) => api.rotateLink(2)],
      [
        "POST join",
        { method: "POST", path: "/api/courses/join", body: { token: "some-link" } },
        (api) => api.join("some-link"),
      ],
      ["POST enrolments", { method: "POST", path: "/api/courses/2/enrolments" }, (api) => api.enrol(2)],
      ["GET users", { method: "GET", path: "/api/courses/2/users" }, (api) => api.users(2)],
      ["DELETE a user", { method: "DELETE", path: "/api/courses/2/users/7" }, (api) => api.removeUser(2, 7)],
    ];
    it.each(cases)("%s", (name, request, call) =>
      pinSessionEnds(EXPIRED, `${name} with an expired token`, request, (client) => call(invitationsApi(client))),
    );
  });
});
