import { describe, expect, it } from "vitest";
import { type V3Request } from "@pact-foundation/pact";
import { invitationsApi } from "@app/web/lib/api/invitations-api";
import { webClient } from "../support/web-client";
import { AUTH } from "../support/headers";
import { forbidden, invalid } from "../support/error-bodies";
import { refusal } from "../support/refusal";
import { pin } from "../support/pin";
import {
  JSON_AUTH,
  OWNER,
  STUDENT,
  HAS_INVITATION,
  FRESH_INVITED,
  FRESH_INVITED_STUDENT,
  invitation,
  enrolment,
  apiAt,
  invitationPath,
  like,
  integer,
  eachLike,
  fromProviderState,
} from "../support/invitations-pact";

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
});
