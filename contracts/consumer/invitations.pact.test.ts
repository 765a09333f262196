import { describe, expect, it } from "vitest";
import { MatchersV3, type V3Request } from "@pact-foundation/pact";
import { invitationsApi } from "@app/web/lib/api/invitations-api";
import { signedInClient, webClient } from "../support/web-client";
import { AUTH } from "../support/headers";
import { forbidden, invalid } from "../support/error-bodies";
import { refusal } from "../support/refusal";
import { pin } from "../support/pin";
import { pinSessionEnds } from "../support/session-expiry";

const { like, integer, eachLike, regex, fromProviderState } = MatchersV3;
const ISO = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z";
const at = (example: string) => regex(ISO, example);
const JSON_AUTH = { ...AUTH, "Content-Type": "application/json" };

const OWNER = "invitations: the owner is signed in";
const STUDENT = "invitations: the student is signed in";
const FRESH = "invitations: fresh@demo.ru is signed in";
const HAS_INVITATION = "invitations: course 2 has an invitation and the owner is signed in";
const FRESH_INVITED = "invitations: fresh@demo.ru is invited to course 2 and signed in";
const FRESH_INVITED_STUDENT = "invitations: fresh@demo.ru is invited to course 2 and the student is signed in";
const LINK_FRESH = "invitations: course 2 has an access link and fresh@demo.ru is signed in";
const LINK_OWNER = "invitations: course 2 has an access link and the owner is signed in";
const EXPIRED = "invitations: the student's session has expired and cannot be refreshed";

const invitation = (email: string, revoked = false) => ({
  id: integer(1),
  course_id: integer(2),
  email: like(email),
  role: like("student"),
  created_at: at("2026-11-22T06:00:00.000Z"),
  expires_at: at("2026-12-06T06:00:00.000Z"),
  accepted_by: null,
  revoked: like(revoked),
});
const enrolment = (source: string) => ({
  id: integer(17),
  course_id: integer(2),
  user_id: integer(6),
  source: like(source),
  enrolled_at: at("2026-11-22T06:00:00.000Z"),
  completed_at: null,
});
const courseUsers = {
  data: {
    students: eachLike({
      id: integer(5),
      email: like("student@demo.ru"),
      name: like("Сергей"),
      surname: like("Иванов"),
      enrolled_at: at("2026-10-05T09:00:00.000Z"),
      completed_at: null,
      source: like("seed"),
      progress: integer(0),
    }),
    teachers: eachLike({
      id: integer(4),
      email: like("teacher@demo.ru"),
      name: like("Татьяна"),
      surname: like("Васильева"),
    }),
  },
};
const apiAt = (url: string) => invitationsApi(signedInClient(url));
const invitationPath = (suffix = "") =>
  fromProviderState(`/api/invitations/\${invitationToken}${suffix}`, `/api/invitations/invitation-token${suffix}`);

describe("invitations contract (course access)", () => {
  describe("POST /api/courses/{id}/invitations", () => {
    const request = (emails: string[]): V3Request => ({
      method: "POST",
      path: "/api/courses/2/invitations",
      headers: JSON_AUTH,
      body: { emails, role: "student" },
    });
    const invite = (url: string, email: string) => apiAt(url).invite(2, { emails: [email], role: "student" });
    it("201 answers one invitation per address", () =>
      pin(
        {
          state: OWNER,
          description: "an invitation of a new student to course 2",
          request: request(["new.student@demo.ru"]),
          response: { status: 201, body: { data: eachLike(invitation("new.student@demo.ru")) } },
        },
        async (url) => {
          expect((await invite(url, "new.student@demo.ru"))[0]?.email).toBe("new.student@demo.ru");
        },
      ));
    it("422 names the malformed address", () =>
      pin(
        {
          state: OWNER,
          description: "an invitation to a malformed address",
          request: request(["не-адрес"]),
          response: invalid("emails.0", "Некорректный Email"),
        },
        async (url) => {
          expect((await refusal(invite(url, "не-адрес"))).validation?.["emails.0"]).toEqual(["Некорректный Email"]);
        },
      ));
    it("403 for a student", () =>
      pin(
        {
          state: STUDENT,
          description: "an invitation sent by a student",
          request: request(["friend@demo.ru"]),
          response: forbidden(),
        },
        async (url) => {
          expect((await refusal(invite(url, "friend@demo.ru"))).status).toBe(403);
        },
      ));
  });

  describe("GET /api/courses/{id}/invitations", () => {
    const request: V3Request = {
      method: "GET",
      path: "/api/courses/2/invitations",
      query: { page: "1", per_page: "20" },
      headers: AUTH,
    };
    it("200 pages the invitations", () =>
      pin(
        {
          state: HAS_INVITATION,
          description: "the invitations of course 2",
          request,
          response: {
            status: 200,
            body: {
              data: eachLike(invitation("fresh@demo.ru")),
              meta: { page: integer(1), per_page: integer(20), total: integer(1) },
            },
          },
        },
        async (url) => {
          const page = await apiAt(url).list(2);
          expect(page.data[0]?.email).toBe("fresh@demo.ru");
          expect(page.meta.total).toBe(1);
        },
      ));
    it("403 for a student", () =>
      pin(
        {
          state: STUDENT,
          description: "the invitations of course 2 asked by a student",
          request,
          response: forbidden(),
        },
        async (url) => {
          expect((await refusal(apiAt(url).list(2))).status).toBe(403);
        },
      ));
  });

  describe("DELETE /api/courses/{id}/invitations/{invitationId}", () => {
    it("200 answers the revoked invitation", () =>
      pin(
        {
          state: HAS_INVITATION,
          description: "a revocation of course 2's invitation",
          request: {
            method: "DELETE",
            path: fromProviderState("/api/courses/2/invitations/${invitationId}", "/api/courses/2/invitations/1"),
            headers: AUTH,
          },
          response: { status: 200, body: { data: invitation("fresh@demo.ru", true) } },
        },
        async (url) => {
          expect((await apiAt(url).revoke(2, 1)).revoked).toBe(true);
        },
      ));
    it("403 for a student", () =>
      pin(
        {
          state: STUDENT,
          description: "a revocation of an invitation by a student",
          request: { method: "DELETE", path: "/api/courses/2/invitations/1", headers: AUTH },
          response: forbidden(),
        },
        async (url) => {
          expect((await refusal(apiAt(url).revoke(2, 1))).status).toBe(403);
        },
      ));
  });

  it("GET /api/invitations/{token} 200 for anyone", () =>
    pin(
      {
        state: FRESH_INVITED,
        description: "an invitation looked up by its token",
        request: { method: "GET", path: invitationPath() },
        response: {
          status: 200,
          body: {
            data: {
              course_id: integer(2),
              course_name: like("Веб-разработка на TypeScript"),
              school_name: like("Демо-школа"),
              role: like("student"),
              email: like("fresh@demo.ru"),
              valid: like(true),
              status: like("valid"),
            },
          },
        },
      },
      async (url) => {
        const info = await invitationsApi(webClient(url).client).info("invitation-token");
        expect(info).toMatchObject({ valid: true, email: "fresh@demo.ru" });
      },
    ));

  describe("POST /api/invitations/{token}/accept", () => {
    const request: V3Request = { method: "POST", path: invitationPath("/accept"), headers: AUTH };
    it("200 enrols the invited student", () =>
      pin(
        {
          state: FRESH_INVITED,
          description: "an invitation accepted by the invited student",
          request,
          response: {
            status: 200,
            body: { data: { course_id: integer(2), role: like("student"), enrolment: enrolment("invitation") } },
          },
        },
        async (url) => {
          expect((await apiAt(url).accept("invitation-token")).enrolment?.source).toBe("invitation");
        },
      ));
    it("403 for a user with another e-mail", () =>
      pin(
        {
          state: FRESH_INVITED_STUDENT,
          description: "an invitation accepted by someone else",
          request,
          response: forbidden("Приглашение отправлено на другой E-mail"),
        },
        async (url) => {
          expect(await refusal(apiAt(url).accept("invitation-token"))).toMatchObject({
            status: 403,
            message: "Приглашение отправлено на другой E-mail",
          });
        },
      ));
  });

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
