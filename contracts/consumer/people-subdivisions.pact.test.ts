import { describe, expect, it } from "vitest";
import { PEOPLE_MESSAGES, VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { peopleApi } from "@app/web/lib/api/people-api";
import { createPact } from "../support/pact-setup";
import { signedInClient } from "../support/web-client";
import { AUTH, JSON_AUTH } from "../support/headers";
import { validationBody } from "../support/error-bodies";
import { refusal } from "../support/refusal";
import { STATE } from "../support/statistics-states";
import { integer, eachLike, subdivision, meta, page, pinTeacherRefused } from "../support/people-pact";

describe("subdivisions contract", () => {
  it("GET /api/subdivisions 200, 422 for a bad school_id, 403 for a teacher", async () => {
    const pact = createPact();
    pact
      .given(STATE.owner)
      .uponReceiving("the subdivisions of the owner's school")
      .withRequest({ method: "GET", path: "/api/subdivisions", query: page, headers: AUTH })
      .willRespondWith({
        status: 200,
        body: { data: eachLike(subdivision("Учебный отдел")), meta: { ...meta, total: integer(1) } },
      });
    pact
      .given(STATE.owner)
      .uponReceiving("the subdivisions of a school_id that is not a whole number")
      .withRequest({ method: "GET", path: "/api/subdivisions", query: { ...page, school_id: "-1" }, headers: AUTH })
      .willRespondWith({ status: 422, body: validationBody("school_id", PEOPLE_MESSAGES.notWholeNumber) });
    pinTeacherRefused(pact, "the subdivisions list", {
      method: "GET",
      path: "/api/subdivisions",
      query: { page: "2", per_page: "12" },
      headers: AUTH,
    });
    await pact.executeTest(async (server) => {
      const api = peopleApi(signedInClient(server.url));
      expect((await api.subdivisions({ page: 1, perPage: 12 })).data[0]?.group_ids).toEqual([1]);
      expect(await refusal(api.subdivisions({ page: 1, perPage: 12, schoolId: -1 }))).toMatchObject({
        status: 422,
        validation: { school_id: [PEOPLE_MESSAGES.notWholeNumber] },
      });
      expect((await refusal(api.subdivisions({ page: 2, perPage: 12 }))).status).toBe(403);
    });
  });

  it("POST /api/subdivisions 201, 422 for a blank name, 403 for a teacher", async () => {
    const pact = createPact();
    pact
      .given(STATE.owner)
      .uponReceiving("a new subdivision holding the morning group")
      .withRequest({
        method: "POST",
        path: "/api/subdivisions",
        headers: JSON_AUTH,
        body: { name: "Методический отдел", group_ids: [1] },
      })
      .willRespondWith({ status: 201, body: { data: { ...subdivision("Методический отдел"), id: integer(2) } } });
    pact
      .given(STATE.owner)
      .uponReceiving("a new subdivision with a blank name")
      .withRequest({ method: "POST", path: "/api/subdivisions", headers: JSON_AUTH, body: { name: "   " } })
      .willRespondWith({ status: 422, body: validationBody("name", VALIDATION_MESSAGES.required) });
    pinTeacherRefused(pact, "a new subdivision", {
      method: "POST",
      path: "/api/subdivisions",
      headers: JSON_AUTH,
      body: { name: "Мой отдел" },
    });
    await pact.executeTest(async (server) => {
      const api = peopleApi(signedInClient(server.url));
      expect((await api.createSubdivision({ name: "Методический отдел", group_ids: [1] })).name).toBe(
        "Методический отдел",
      );
      expect(await refusal(api.createSubdivision({ name: "   " }))).toMatchObject({
        status: 422,
        validation: { name: [VALIDATION_MESSAGES.required] },
      });
      expect((await refusal(api.createSubdivision({ name: "Мой отдел" }))).status).toBe(403);
    });
  });

  // Demo school 1 has one subdivision; the role is refused before the id is looked up, so the
  // teacher's calls name id 2 to stay apart from the owner's requests in the same mock.
  it("GET /api/subdivisions/{id} 200, 403 for a teacher", async () => {
    const pact = createPact();
    pact
      .given(STATE.owner)
      .uponReceiving("the study department")
      .withRequest({ method: "GET", path: "/api/subdivisions/1", headers: AUTH })
      .willRespondWith({ status: 200, body: { data: subdivision("Учебный отдел") } });
    pinTeacherRefused(pact, "a subdivision", { method: "GET", path: "/api/subdivisions/2", headers: AUTH });
    await pact.executeTest(async (server) => {
      const api = peopleApi(signedInClient(server.url));
      expect((await api.subdivision(1)).name).toBe("Учебный отдел");
      expect((await refusal(api.subdivision(2))).status).toBe(403);
    });
  });

  it("PUT /api/subdivisions/{id} 200, 422 for another school's group, 403 for a teacher", async () => {
    const pact = createPact();
    pact
      .given(STATE.owner)
      .uponReceiving("a subdivision renamed, holding one group")
      .withRequest({
        method: "PUT",
        path: "/api/subdivisions/1",
        headers: JSON_AUTH,
        body: { name: "Учебная часть", group_ids: [1] },
      })
      .willRespondWith({ status: 200, body: { data: subdivision("Учебная часть") } });
    pact
      .given(STATE.owner)
      .uponReceiving("a subdivision given a group that is not the school's")
      .withRequest({
        method: "PUT",
        path: "/api/subdivisions/1",
        headers: JSON_AUTH,
        body: { name: "Учебный отдел", group_ids: [99] },
      })
      .willRespondWith({ status: 422, body: validationBody("group_ids", PEOPLE_MESSAGES.notSchoolGroup) });
    pinTeacherRefused(pact, "a subdivision renamed", {
      method: "PUT",
      path: "/api/subdivisions/2",
      headers: JSON_AUTH,
      body: { name: "Отдел Татьяны" },
    });
    await pact.executeTest(async (server) => {
      const api = peopleApi(signedInClient(server.url));
      expect((await api.updateSubdivision(1, { name: "Учебная часть", group_ids: [1] })).name).toBe("Учебная часть");
      expect(await refusal(api.updateSubdivision(1, { name: "Учебный отдел", group_ids: [99] }))).toMatchObject({
        status: 422,
        validation: { group_ids: [PEOPLE_MESSAGES.notSchoolGroup] },
      });
      expect((await refusal(api.updateSubdivision(2, { name: "Отдел Татьяны" }))).status).toBe(403);
    });
  });

  it("DELETE /api/subdivisions/{id} 200, 403 for a teacher", async () => {
    const pact = createPact();
    pact
      .given(STATE.owner)
      .uponReceiving("a subdivision deleted")
      .withRequest({ method: "DELETE", path: "/api/subdivisions/1", headers: AUTH })
      .willRespondWith({ status: 200, body: { data: { id: integer(1) } } });
    pinTeacherRefused(pact, "a subdivision deleted", { method: "DELETE", path: "/api/subdivisions/2", headers: AUTH });
    await pact.executeTest(async (server) => {
      const api = peopleApi(signedInClient(server.url));
      expect(await api.deleteSubdivision(1)).toEqual({ id: 1 });
      expect((await refusal(api.deleteSubdivision(2))).status).toBe(403);
    });
  });
});
