import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { ROLE_CHANGE_MESSAGES } from "@app/domain/admin/role-change";
import { adminApi } from "@app/web/lib/api/admin-api";
import { areaKit } from "../support/area-kit";
import { invalid } from "../support/error-bodies";
import { AUTH, JSON_AUTH } from "../support/headers";
import { pinned } from "../support/pin";
import { failureOf } from "../support/refusal";
import { isoDate } from "../support/review-bodies";

const { like, integer, eachLike, regex } = MatchersV3;
const ADMIN = "admin: the admin is signed in";
const AUDITED = "admin: the admin is signed in and made the fresh student a teacher";
const OWNER = "admin: the school owner is signed in";
const { api, refused } = areaKit(adminApi, "admin: the admin's session has expired");

/** The demo seed's fresh account (user 6). */
const FRESH_ID = 6;
const school = (name: string) => ({
  id: integer(2),
  name: like(name),
  owner: { id: integer(5), email: like("student@demo.ru"), name: like("Сергей Иванов") },
  staff: integer(1),
  courses: integer(0),
});
const person = {
  id: integer(FRESH_ID),
  email: like("fresh@demo.ru"),
  name: like("fresh@demo.ru"),
  roles: eachLike(regex(/^(student|teacher|school_owner|manager|admin)$/, "student")),
  school_id: [],
};
const meta = { page: integer(1), per_page: integer(20), total: integer(1) };

/** The administrators' API (issue #32 part 4, docs/api.md "Administration"), driving web's real client. */
describe("administration contract", () => {
  it("GET /api/admin/schools and POST /api/admin/schools 201 with the new school and its owner", () =>
    pinned(
      (pact) => {
        pact
          .given(ADMIN)
          .uponReceiving("the list of schools")
          .withRequest({ method: "GET", path: "/api/admin/schools", headers: AUTH })
          .willRespondWith({ status: 200, body: { data: eachLike(school("Демо-школа")) } });
        pact
          .given(ADMIN)
          .uponReceiving("a new school whose owner is the student")
          .withRequest({
            method: "POST",
            path: "/api/admin/schools",
            headers: JSON_AUTH,
            body: { name: "Школа Сергея", owner_email: "student@demo.ru" },
          })
          .willRespondWith({ status: 201, body: { data: school("Школа Сергея") } });
      },
      async (url) => {
        const client = api(url);
        expect((await client.schools()).length).toBeGreaterThan(0);
        expect((await client.createSchool({ name: "Школа Сергея", owner_email: "student@demo.ru" })).owner?.email).toBe(
          "student@demo.ru",
        );
      },
    ));

  it("POST /api/admin/schools 422 for an e-mail with no account", () =>
    pinned(
      (pact) =>
        pact
          .given(ADMIN)
          .uponReceiving("a new school whose owner has no account")
          .withRequest({
            method: "POST",
            path: "/api/admin/schools",
            headers: JSON_AUTH,
            body: { name: "Школа", owner_email: "nobody@demo.ru" },
          })
          .willRespondWith(invalid("owner_email", ROLE_CHANGE_MESSAGES.noAccount)),
      async (url) => {
        const error = await failureOf(api(url).createSchool({ name: "Школа", owner_email: "nobody@demo.ru" }));
        expect(error?.status).toBe(422);
      },
    ));

  it("GET /api/admin/users by e-mail and PUT /api/admin/users/{id}/role 200", () =>
    pinned(
      (pact) => {
        pact
          .given(ADMIN)
          .uponReceiving("the people whose e-mail contains 'fresh'")
          .withRequest({
            method: "GET",
            path: "/api/admin/users",
            query: { email: "fresh", page: "1", per_page: "20" },
            headers: AUTH,
          })
          .willRespondWith({ status: 200, body: { data: eachLike(person), meta } });
        pact
          .given(ADMIN)
          .uponReceiving("the fresh student made a teacher")
          .withRequest({
            method: "PUT",
            path: `/api/admin/users/${FRESH_ID}/role`,
            headers: JSON_AUTH,
            body: { role: "teacher", school_id: null },
          })
          .willRespondWith({ status: 200, body: { data: { ...person, roles: ["teacher"] } } });
      },
      async (url) => {
        const client = api(url);
        expect((await client.users({ email: "fresh", page: 1, perPage: 20 })).data[0]?.id).toBe(FRESH_ID);
        expect((await client.changeRole(FRESH_ID, { role: "teacher", school_id: null })).roles).toEqual(["teacher"]);
      },
    ));

  it("GET /api/admin/audit-log 200, the newest first", () =>
    pinned(
      (pact) =>
        pact
          .given(AUDITED)
          .uponReceiving("the audit log")
          .withRequest({
            method: "GET",
            path: "/api/admin/audit-log",
            query: { page: "1", per_page: "20" },
            headers: AUTH,
          })
          .willRespondWith({
            status: 200,
            body: {
              data: eachLike({
                id: integer(1),
                at: isoDate("2026-11-27T09:00:00.000Z"),
                actor: { id: integer(3), name: like("Анна Попова") },
                action: regex(
                  /^(admin\.created|school\.created|role\.changed|submission\.accepted|submission\.sentBack)$/,
                  "role.changed",
                ),
                target: {
                  kind: regex(/^(user|school|submission)$/, "user"),
                  id: integer(FRESH_ID),
                  label: like("fresh@demo.ru"),
                },
                from: like("student"),
                to: like("teacher"),
                school: null,
              }),
              meta,
            },
          }),
      async (url) => {
        const page = await api(url).auditLog({ page: 1, perPage: 20 });
        expect(page.data[0]?.action).toBe("role.changed");
      },
    ));

  it("GET /api/admin/schools 403 for a school's owner", () =>
    refused(
      OWNER,
      "the list of schools asked by a school owner",
      { method: "GET", path: "/api/admin/schools" },
      (admin) => admin.schools(),
    ));
});
