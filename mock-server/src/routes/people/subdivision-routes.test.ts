import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SubdivisionResponse, SubdivisionsResponse, type Group, type Subdivision } from "@app/domain/api/people";
import {
  CALLERS,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addOtherSchool, matchesSchema } from "../../test-support/people-fixture";

describe("subdivisions: /api/subdivisions", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let groupA: number;
  let groupB: number;
  let foreignGroup: number;
  let otherOwner: string;
  let otherSchool: number;
  let unique = 0;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    const group = async (name: string, token: string | undefined) =>
      ((await server.call("POST", "/api/groups", { name }, token)).body as { data: Group }).data.id;
    groupA = await group("Подгруппа А", tokens.SCHOOL_OWNER);
    groupB = await group("Подгруппа Б", tokens.SCHOOL_OWNER);
    const school = await addOtherSchool(server.store);
    otherSchool = school.schoolId;
    otherOwner = (await server.login(school.ownerEmail)).token;
    foreignGroup = await group("Чужая группа", otherOwner);
  });
  afterAll(() => server.close());

  const create = (body: unknown, token: string | undefined, query = "") =>
    server.call("POST", `/api/subdivisions${query}`, body, token);
  const fresh = async (groupIds: number[] = []): Promise<Subdivision> => {
    unique += 1;
    const answer = await create({ name: `Отдел ${unique}`, group_ids: groupIds }, tokens.SCHOOL_OWNER);
    expect(answer.status).toBe(201);
    return (answer.body as { data: Subdivision }).data;
  };

  it("creates, reads, updates and deletes a subdivision of the caller's school", async () => {
    const answer = await create({ name: " Плановый отдел ", group_ids: [groupA, groupA] }, tokens.MANAGER);
    expect(answer.status).toBe(201);
    expect(matchesSchema(SubdivisionResponse, answer.body)).toBe(true);
    const made = (answer.body as { data: Subdivision }).data;
    expect(made).toEqual({
      id: expect.any(Number),
      school_id: 1,
      name: "Плановый отдел",
      group_ids: [groupA],
      created_at: "2026-03-01T09:00:00.000Z",
    });
    expect((await server.call("GET", `/api/subdivisions/${made.id}`, undefined, tokens.SCHOOL_OWNER)).body).toEqual({
      data: made,
    });
    const put = await server.call(
      "PUT",
      `/api/subdivisions/${made.id}`,
      { name: "Методический отдел", group_ids: [groupA, groupB] },
      tokens.SCHOOL_OWNER,
    );
    expect(put.body).toEqual({ data: { ...made, name: "Методический отдел", group_ids: [groupA, groupB] } });
    const list = (await server.call("GET", "/api/subdivisions?per_page=100", undefined, tokens.SCHOOL_OWNER)).body as {
      data: Subdivision[];
      meta: { total: number };
    };
    expect(matchesSchema(SubdivisionsResponse, list)).toBe(true);
    expect(list.data.map((s) => s.id)).toContain(made.id);
    expect((await server.call("DELETE", `/api/subdivisions/${made.id}`, undefined, tokens.SCHOOL_OWNER)).body).toEqual({
      data: { id: made.id },
    });
    expect((await server.call("GET", `/api/subdivisions/${made.id}`, undefined, tokens.SCHOOL_OWNER)).status).toBe(404);
  });

  it("deleting a group takes it out of its subdivisions", async () => {
    const doomed = (
      (await server.call("POST", "/api/groups", { name: "Временная" }, tokens.SCHOOL_OWNER)).body as { data: Group }
    ).data.id;
    const holder = await fresh([groupA, doomed]);
    await server.call("DELETE", `/api/groups/${doomed}`, undefined, tokens.SCHOOL_OWNER);
    expect(
      (
        (await server.call("GET", `/api/subdivisions/${holder.id}`, undefined, tokens.SCHOOL_OWNER)).body as {
          data: Subdivision;
        }
      ).data.group_ids,
    ).toEqual([groupA]);
  });

  it("422: name required, at most 256, unique in the school; groups of the same school only", async () => {
    const taken = await fresh();
    const cases: ReadonlyArray<[unknown, Record<string, string[]>]> = [
      [{ name: "" }, { name: ["Обязательное поле"] }],
      [{ name: 5 }, { name: ["Обязательное поле"] }],
      [{ name: "ю".repeat(257) }, { name: ["Не должно превышать 256 символов"] }],
      [{ name: taken.name.toUpperCase() }, { name: ["Подразделение с таким названием уже есть"] }],
      [{ name: "Новый", group_ids: [foreignGroup] }, { group_ids: ["Можно добавить только группы этой школы"] }],
      [{ name: "Новый", group_ids: [999_999] }, { group_ids: ["Можно добавить только группы этой школы"] }],
      [{ name: "Новый", group_ids: null }, { group_ids: ["Обязательное поле"] }],
    ];
    for (const [body, validation] of cases) {
      const answer = await create(body, tokens.SCHOOL_OWNER);
      expect([answer.status, validationOf(answer.body)]).toEqual([422, validation]);
    }
    const put = await server.call(
      "PUT",
      `/api/subdivisions/${taken.id}`,
      { name: taken.name, group_ids: [foreignGroup] },
      tokens.SCHOOL_OWNER,
    );
    expect(put.status).toBe(422);
  });

  it("an admin names the school with ?school_id=; another school's owner gets 403", async () => {
    const missing = await create({ name: "Админский отдел" }, tokens.ADMIN);
    expect([missing.status, validationOf(missing.body)]).toEqual([422, { school_id: ["Обязательное поле"] }]);
    const made = await create(
      { name: "Админский отдел", group_ids: [foreignGroup] },
      tokens.ADMIN,
      `?school_id=${otherSchool}`,
    );
    expect(made.status).toBe(201);
    const ours = await fresh([groupA]);
    for (const [method, path, body] of [
      ["GET", `/api/subdivisions/${ours.id}`, undefined],
      ["PUT", `/api/subdivisions/${ours.id}`, { name: "Захват" }],
      ["DELETE", `/api/subdivisions/${ours.id}`, undefined],
      ["GET", "/api/subdivisions?school_id=1", undefined],
    ] as const) {
      expect([method, path, (await server.call(method, path, body, otherOwner)).status]).toEqual([method, path, 403]);
    }
  });

  it("404 for unknown or malformed ids", async () => {
    for (const id of ["999999", "x", "1.5"]) {
      expect((await server.call("GET", `/api/subdivisions/${id}`, undefined, tokens.ADMIN)).status).toBe(404);
      expect((await server.call("PUT", `/api/subdivisions/${id}`, { name: "x" }, tokens.ADMIN)).status).toBe(404);
      expect((await server.call("DELETE", `/api/subdivisions/${id}`, undefined, tokens.ADMIN)).status).toBe(404);
    }
  });

  it("access matrix: SCHOOL_OWNER, MANAGER, ADMIN allowed; TEACHER and STUDENT 403; anonymous 401", async () => {
    const ok = (status: number): Record<Caller, number> => ({
      SCHOOL_OWNER: status,
      MANAGER: status,
      ADMIN: status,
      TEACHER: 403,
      STUDENT: 403,
      ANONYMOUS: 401,
    });
    for (const caller of CALLERS) {
      const target = await fresh([groupB]);
      unique += 1;
      const query = caller === "ADMIN" ? "?school_id=1" : "";
      const checks: ReadonlyArray<[string, number, number]> = [
        [
          "GET list",
          (await server.call("GET", "/api/subdivisions", undefined, tokens[caller])).status,
          ok(200)[caller],
        ],
        ["POST", (await create({ name: `Матрица ${unique}` }, tokens[caller], query)).status, ok(201)[caller]],
        [
          "GET",
          (await server.call("GET", `/api/subdivisions/${target.id}`, undefined, tokens[caller])).status,
          ok(200)[caller],
        ],
        [
          "PUT",
          (
            await server.call(
              "PUT",
              `/api/subdivisions/${target.id}`,
              { name: target.name, group_ids: [] },
              tokens[caller],
            )
          ).status,
          ok(200)[caller],
        ],
        [
          "DELETE",
          (await server.call("DELETE", `/api/subdivisions/${target.id}`, undefined, tokens[caller])).status,
          ok(200)[caller],
        ],
      ];
      for (const [name, status, expected] of checks) expect([caller, name, status]).toEqual([caller, name, expected]);
    }
  });
});
