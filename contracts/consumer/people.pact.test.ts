import { describe, expect, it } from "vitest";
import { PEOPLE_MESSAGES, VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { peopleApi } from "@app/web/lib/api/people-api";
import { createPact } from "../support/pact-setup";
import { signedInClient } from "../support/web-client";
import { AUTH, JSON_AUTH } from "../support/headers";
import { validationBody } from "../support/error-bodies";
import { refusal } from "../support/refusal";
import { expectSessionEnds, pinExpiredCall, pinRefusedRefresh } from "../support/session-expiry";
import { STATE } from "../support/statistics-states";
import { integer, eachLike, group, meta, page, pinTeacherRefused } from "../support/people-pact";

describe("groups contract", () => {
  it("GET /api/groups 200 for the owner, 422 for a bad school_id, 403 for a teacher", async () => {
    const pact = createPact();
    pact
      .given(STATE.owner)
      .uponReceiving("the groups of the owner's school")
      .withRequest({ method: "GET", path: "/api/groups", query: page, headers: AUTH })
      .willRespondWith({ status: 200, body: { data: eachLike(group("Вечерняя группа", [10, 11, 12])), meta } });
    pact
      .given(STATE.owner)
      .uponReceiving("the groups of a school_id that is not a whole number")
      .withRequest({ method: "GET", path: "/api/groups", query: { ...page, school_id: "-1" }, headers: AUTH })
      .willRespondWith({ status: 422, body: validationBody("school_id", PEOPLE_MESSAGES.notWholeNumber) });
    pinTeacherRefused(pact, "the groups list", {
      method: "GET",
      path: "/api/groups",
      query: { page: "2", per_page: "12" },
      headers: AUTH,
    });
    await pact.executeTest(async (server) => {
      const api = peopleApi(signedInClient(server.url));
      expect((await api.groups({ page: 1, perPage: 12 })).data[0]?.name).toBe("Вечерняя группа");
      expect(await refusal(api.groups({ page: 1, perPage: 12, schoolId: -1 }))).toMatchObject({
        status: 422,
        validation: { school_id: [PEOPLE_MESSAGES.notWholeNumber] },
      });
      expect((await refusal(api.groups({ page: 2, perPage: 12 }))).status).toBe(403);
    });
  });

  it("POST /api/groups 201, 422 for a taken name or a start date that is no day, 403 for a teacher", async () => {
    const pact = createPact();
    pact
      .given(STATE.owner)
      .uponReceiving("a new group with two students and a start date")
      .withRequest({
        method: "POST",
        path: "/api/groups",
        headers: JSON_AUTH,
        body: { name: "Группа выходного дня", student_ids: [7, 8], start_date: "2026-12-01" },
      })
      .willRespondWith({
        status: 201,
        body: { data: { ...group("Группа выходного дня", [7, 8], "2026-12-01"), id: integer(3) } },
      });
    pact
      .given(STATE.owner)
      .uponReceiving("a new group with a start date that is no day")
      .withRequest({
        method: "POST",
        path: "/api/groups",
        headers: JSON_AUTH,
        body: { name: "Февральская группа", start_date: "2026-02-30" },
      })
      .willRespondWith({ status: 422, body: validationBody("start_date", VALIDATION_MESSAGES.invalidDate) });
    pact
      .given(STATE.owner)
      .uponReceiving("a new group with a name the school has already")
      .withRequest({ method: "POST", path: "/api/groups", headers: JSON_AUTH, body: { name: "утренняя группа" } })
      .willRespondWith({ status: 422, body: validationBody("name", PEOPLE_MESSAGES.groupNameTaken) });
    pinTeacherRefused(pact, "a new group", {
      method: "POST",
      path: "/api/groups",
      headers: JSON_AUTH,
      body: { name: "Моя группа" },
    });
    await pact.executeTest(async (server) => {
      const api = peopleApi(signedInClient(server.url));
      const created = await api.createGroup({
        name: "Группа выходного дня",
        student_ids: [7, 8],
        start_date: "2026-12-01",
      });
      expect(created.student_ids).toContain(7);
      expect(created.name).toBe("Группа выходного дня");
      expect(created.start_date).toBe("2026-12-01");
      expect(await refusal(api.createGroup({ name: "Февральская группа", start_date: "2026-02-30" }))).toMatchObject({
        status: 422,
        validation: { start_date: [VALIDATION_MESSAGES.invalidDate] },
      });
      expect(await refusal(api.createGroup({ name: "утренняя группа" }))).toMatchObject({
        status: 422,
        validation: { name: [PEOPLE_MESSAGES.groupNameTaken] },
      });
      expect((await refusal(api.createGroup({ name: "Моя группа" }))).status).toBe(403);
    });
  });

  it("GET /api/groups/{id} 200, 403 for a teacher", async () => {
    const pact = createPact();
    pact
      .given(STATE.owner)
      .uponReceiving("the morning group")
      .withRequest({ method: "GET", path: "/api/groups/1", headers: AUTH })
      .willRespondWith({ status: 200, body: { data: group("Утренняя группа", [5, 7, 8, 9]) } });
    pinTeacherRefused(pact, "the evening group", { method: "GET", path: "/api/groups/2", headers: AUTH });
    await pact.executeTest(async (server) => {
      const api = peopleApi(signedInClient(server.url));
      expect((await api.group(1)).name).toBe("Утренняя группа");
      expect((await refusal(api.group(2))).status).toBe(403);
    });
  });

  it("PUT /api/groups/{id} 200, 422 for a taken name, 403 for a teacher", async () => {
    const pact = createPact();
    pact
      .given(STATE.owner)
      .uponReceiving("a group renamed with new members and a start date")
      .withRequest({
        method: "PUT",
        path: "/api/groups/1",
        headers: JSON_AUTH,
        body: { name: "Утренняя группа (пн, ср)", student_ids: [5, 7], start_date: "2027-01-11" },
      })
      .willRespondWith({ status: 200, body: { data: group("Утренняя группа (пн, ср)", [5, 7], "2027-01-11") } });
    pact
      .given(STATE.owner)
      .uponReceiving("a group renamed to the name of another group")
      .withRequest({ method: "PUT", path: "/api/groups/1", headers: JSON_AUTH, body: { name: "Вечерняя группа" } })
      .willRespondWith({ status: 422, body: validationBody("name", PEOPLE_MESSAGES.groupNameTaken) });
    pinTeacherRefused(pact, "a group renamed", {
      method: "PUT",
      path: "/api/groups/2",
      headers: JSON_AUTH,
      body: { name: "Группа Татьяны" },
    });
    await pact.executeTest(async (server) => {
      const api = peopleApi(signedInClient(server.url));
      const renamed = await api.updateGroup(1, {
        name: "Утренняя группа (пн, ср)",
        student_ids: [5, 7],
        start_date: "2027-01-11",
      });
      expect([renamed.name, renamed.start_date]).toEqual(["Утренняя группа (пн, ср)", "2027-01-11"]);
      expect(await refusal(api.updateGroup(1, { name: "Вечерняя группа" }))).toMatchObject({
        status: 422,
        validation: { name: [PEOPLE_MESSAGES.groupNameTaken] },
      });
      expect((await refusal(api.updateGroup(2, { name: "Группа Татьяны" }))).status).toBe(403);
    });
  });

  it("PUT /api/groups/{id}/students 200, 422 for a non-student, 403 for a teacher", async () => {
    const pact = createPact();
    pact
      .given(STATE.owner)
      .uponReceiving("a group's whole member list")
      .withRequest({
        method: "PUT",
        path: "/api/groups/1/students",
        headers: JSON_AUTH,
        body: { student_ids: [5, 7, 8] },
      })
      .willRespondWith({ status: 200, body: { data: group("Утренняя группа", [5, 7, 8]) } });
    pact
      .given(STATE.owner)
      .uponReceiving("a group's member list with someone who is not a student of the school")
      .withRequest({ method: "PUT", path: "/api/groups/1/students", headers: JSON_AUTH, body: { student_ids: [1] } })
      .willRespondWith({ status: 422, body: validationBody("student_ids", PEOPLE_MESSAGES.notSchoolStudent) });
    pinTeacherRefused(pact, "a group's member list", {
      method: "PUT",
      path: "/api/groups/2/students",
      headers: JSON_AUTH,
      body: { student_ids: [10] },
    });
    await pact.executeTest(async (server) => {
      const api = peopleApi(signedInClient(server.url));
      expect((await api.setGroupStudents(1, [5, 7, 8])).student_ids[0]).toBe(5);
      expect(await refusal(api.setGroupStudents(1, [1]))).toMatchObject({
        status: 422,
        validation: { student_ids: [PEOPLE_MESSAGES.notSchoolStudent] },
      });
      expect((await refusal(api.setGroupStudents(2, [10]))).status).toBe(403);
    });
  });

  it("DELETE /api/groups/{id} 200, 403 for a teacher", async () => {
    const pact = createPact();
    pact
      .given(STATE.owner)
      .uponReceiving("a group deleted")
      .withRequest({ method: "DELETE", path: "/api/groups/2", headers: AUTH })
      .willRespondWith({ status: 200, body: { data: { id: integer(2) } } });
    pinTeacherRefused(pact, "a group deleted", { method: "DELETE", path: "/api/groups/1", headers: AUTH });
    await pact.executeTest(async (server) => {
      const api = peopleApi(signedInClient(server.url));
      expect(await api.deleteGroup(2)).toEqual({ id: 2 });
      expect((await refusal(api.deleteGroup(1))).status).toBe(403);
    });
  });
});

describe("groups and subdivisions with an expired session", () => {
  it("every call answers 401, the refresh fails and the session ends", async () => {
    const pact = createPact();
    pinExpiredCall(pact, STATE.expired, "the groups list with an expired token", {
      method: "GET",
      path: "/api/groups",
      query: page,
    });
    pinExpiredCall(pact, STATE.expired, "a new group with an expired token", {
      method: "POST",
      path: "/api/groups",
      headers: { "Content-Type": "application/json" },
      body: { name: "Новая группа" },
    });
    pinExpiredCall(pact, STATE.expired, "a group with an expired token", { method: "GET", path: "/api/groups/1" });
    pinExpiredCall(pact, STATE.expired, "a group renamed with an expired token", {
      method: "PUT",
      path: "/api/groups/1",
      headers: { "Content-Type": "application/json" },
      body: { name: "Новая группа" },
    });
    pinExpiredCall(pact, STATE.expired, "a group's member list with an expired token", {
      method: "PUT",
      path: "/api/groups/1/students",
      headers: { "Content-Type": "application/json" },
      body: { student_ids: [5] },
    });
    pinExpiredCall(pact, STATE.expired, "a group deleted with an expired token", {
      method: "DELETE",
      path: "/api/groups/1",
    });
    pinExpiredCall(pact, STATE.expired, "the subdivisions list with an expired token", {
      method: "GET",
      path: "/api/subdivisions",
      query: page,
    });
    pinExpiredCall(pact, STATE.expired, "a new subdivision with an expired token", {
      method: "POST",
      path: "/api/subdivisions",
      headers: { "Content-Type": "application/json" },
      body: { name: "Новый отдел" },
    });
    pinExpiredCall(pact, STATE.expired, "a subdivision with an expired token", {
      method: "GET",
      path: "/api/subdivisions/1",
    });
    pinExpiredCall(pact, STATE.expired, "a subdivision renamed with an expired token", {
      method: "PUT",
      path: "/api/subdivisions/1",
      headers: { "Content-Type": "application/json" },
      body: { name: "Новый отдел" },
    });
    pinExpiredCall(pact, STATE.expired, "a subdivision deleted with an expired token", {
      method: "DELETE",
      path: "/api/subdivisions/1",
    });
    pinRefusedRefresh(pact, STATE.expired, "statistics: a token refresh of a revoked session");
    await pact.executeTest(async (server) => {
      const calls: ReadonlyArray<(api: ReturnType<typeof peopleApi>) => Promise<unknown>> = [
        (api) => api.groups({ page: 1, perPage: 12 }),
        (api) => api.createGroup({ name: "Новая группа" }),
        (api) => api.group(1),
        (api) => api.updateGroup(1, { name: "Новая группа" }),
        (api) => api.setGroupStudents(1, [5]),
        (api) => api.deleteGroup(1),
        (api) => api.subdivisions({ page: 1, perPage: 12 }),
        (api) => api.createSubdivision({ name: "Новый отдел" }),
        (api) => api.subdivision(1),
        (api) => api.updateSubdivision(1, { name: "Новый отдел" }),
        (api) => api.deleteSubdivision(1),
      ];
      for (const call of calls) await expectSessionEnds(server.url, (client) => call(peopleApi(client)));
    });
  });
});
