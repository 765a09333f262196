import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GroupResponse, GroupsResponse, type Group } from "@app/domain/api/people";
import { addFixtureCourse } from "../../test-support/course-fixture";
import {
  CALLERS,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addOtherSchool, addUser, matchesSchema } from "../../test-support/people-fixture";

describe("groups: /api/groups", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let anna: number;
  let boris: number;
  let outsider: number;
  let otherSchool: number;
  let otherOwner: string;
  let unique = 0;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    anna = (await addUser(server.store, "student", "Анна", "Первая")).id;
    boris = (await addUser(server.store, "student", "Борис", "Второй")).id;
    outsider = (await addUser(server.store, "student", "Жанна", "Чужая")).id;
    await addFixtureCourse(server.store, { students: [anna, boris] });
    const school = await addOtherSchool(server.store);
    otherSchool = school.schoolId;
    await addFixtureCourse(server.store, { schoolId: otherSchool, students: [outsider] });
    otherOwner = (await server.login(school.ownerEmail)).token;
  });
  afterAll(() => server.close());

  const create = async (body: unknown, token = tokens.SCHOOL_OWNER, query = "") =>
    server.call("POST", `/api/groups${query}`, body, token);
  const fresh = async (studentIds: number[] = []): Promise<Group> => {
    unique += 1;
    const answer = await create({ name: `Группа ${unique}`, student_ids: studentIds });
    expect(answer.status).toBe(201);
    return (answer.body as { data: Group }).data;
  };

  it("creates a group in the caller's school, reads, renames, sets students and deletes it", async () => {
    const answer = await create({ name: "  Вечерняя  ", student_ids: [anna, anna, boris] });
    expect(answer.status).toBe(201);
    expect(matchesSchema(GroupResponse, answer.body)).toBe(true);
    const group = (answer.body as { data: Group }).data;
    expect(group).toEqual({
      id: expect.any(Number),
      school_id: 1,
      name: "Вечерняя",
      student_ids: [anna, boris],
      created_at: "2026-03-01T09:00:00.000Z",
      start_date: null,
    });
    expect((await server.call("GET", `/api/groups/${group.id}`, undefined, tokens.MANAGER)).body).toEqual({
      data: group,
    });
    const renamed = await server.call("PUT", `/api/groups/${group.id}`, { name: "Утренняя" }, tokens.MANAGER);
    expect(renamed.body).toEqual({ data: { ...group, name: "Утренняя" } });
    const members = await server.call(
      "PUT",
      `/api/groups/${group.id}/students`,
      { student_ids: [boris] },
      tokens.SCHOOL_OWNER,
    );
    expect(members.body).toEqual({ data: { ...group, name: "Утренняя", student_ids: [boris] } });
    const listed = await server.call("GET", "/api/groups?per_page=100", undefined, tokens.SCHOOL_OWNER);
    expect(matchesSchema(GroupsResponse, listed.body)).toBe(true);
    expect((listed.body as { data: Group[] }).data.some((g) => g.id === group.id && g.name === "Утренняя")).toBe(true);
    expect((await server.call("DELETE", `/api/groups/${group.id}`, undefined, tokens.SCHOOL_OWNER)).body).toEqual({
      data: { id: group.id },
    });
    expect((await server.call("GET", `/api/groups/${group.id}`, undefined, tokens.SCHOOL_OWNER)).status).toBe(404);
  });

  it("422: name required, at most 256, unique within the school (case-insensitive); wrong types", async () => {
    await fresh();
    const cases: ReadonlyArray<[unknown, Record<string, string[]>]> = [
      [{ name: "   " }, { name: ["Обязательное поле"] }],
      [{}, { name: ["Обязательное поле"] }],
      [{ name: "я".repeat(257) }, { name: ["Не должно превышать 256 символов"] }],
      [{ name: ` группа ${unique} ` }, { name: ["Группа с таким названием уже есть"] }],
      [{ name: "Ок", student_ids: "1" }, { student_ids: ["Обязательное поле"] }],
      [{ name: "Ок", student_ids: [1.5] }, { student_ids: ["Обязательное поле"] }],
    ];
    for (const [body, validation] of cases) {
      const answer = await create(body);
      expect([answer.status, validationOf(answer.body)]).toEqual([422, validation]);
    }
    expect((await create({ name: "я".repeat(256) })).status).toBe(201);
  });

  it("a start date is set on create, kept by a rename without it, changed and cleared with null; 422 when it is no day", async () => {
    const answer = await create({ name: "Поток с датой", start_date: "2026-12-01" });
    expect(answer.status).toBe(201);
    const group = (answer.body as { data: Group }).data;
    expect(group.start_date).toBe("2026-12-01");
    const put = async (body: unknown) => server.call("PUT", `/api/groups/${group.id}`, body, tokens.MANAGER);
    expect(((await put({ name: "Поток" })).body as { data: Group }).data.start_date).toBe("2026-12-01");
    expect(((await put({ name: "Поток", start_date: "2027-01-15" })).body as { data: Group }).data.start_date).toBe(
      "2027-01-15",
    );
    expect(((await put({ name: "Поток", start_date: null })).body as { data: Group }).data.start_date).toBeNull();
    for (const bad of ["2026-02-30", "01.12.2026", "1999-12-31", ""]) {
      const refused = await put({ name: "Поток", start_date: bad });
      expect([refused.status, validationOf(refused.body)], bad).toEqual([422, { start_date: ["Некорректная дата"] }]);
    }
    const wrongType = await create({ name: "Поток 2", start_date: 20261201 });
    expect([wrongType.status, validationOf(wrongType.body)]).toEqual([422, { start_date: ["Обязательное поле"] }]);
  });

  it("422 for students who are not in the school's courses (another school's, a teacher, unknown)", async () => {
    for (const ids of [[outsider], [4], [999_999], [anna, outsider]]) {
      const answer = await create({ name: "Смешанная", student_ids: ids });
      expect([answer.status, validationOf(answer.body)]).toEqual([
        422,
        { student_ids: ["Можно добавить только учеников курсов школы"] },
      ]);
    }
    const group = await fresh([anna]);
    const put = await server.call(
      "PUT",
      `/api/groups/${group.id}/students`,
      { student_ids: [outsider] },
      tokens.SCHOOL_OWNER,
    );
    expect(put.status).toBe(422);
    expect((await server.call("PUT", `/api/groups/${group.id}/students`, {}, tokens.SCHOOL_OWNER)).status).toBe(422);
    expect(
      ((await server.call("GET", `/api/groups/${group.id}`, undefined, tokens.SCHOOL_OWNER)).body as { data: Group })
        .data.student_ids,
    ).toEqual([anna]);
  });

  it("the same name may exist in another school; renaming to one's own name is fine", async () => {
    const group = await fresh();
    expect((await create({ name: group.name }, otherOwner)).status).toBe(201);
    expect(
      (await server.call("PUT", `/api/groups/${group.id}`, { name: group.name }, tokens.SCHOOL_OWNER)).status,
    ).toBe(200);
  });

  it("an admin picks the school with ?school_id= (422 without it on create, 404 unknown school)", async () => {
    const missing = await create({ name: "Админская" }, tokens.ADMIN);
    expect([missing.status, validationOf(missing.body)]).toEqual([422, { school_id: ["Обязательное поле"] }]);
    expect((await create({ name: "Админская" }, tokens.ADMIN, "?school_id=999999")).status).toBe(404);
    expect((await create({ name: "Админская" }, tokens.ADMIN, "?school_id=x")).status).toBe(422);
    const made = await create(
      { name: "Админская", student_ids: [outsider] },
      tokens.ADMIN,
      `?school_id=${otherSchool}`,
    );
    expect(made.status).toBe(201);
    expect((made.body as { data: Group }).data.school_id).toBe(otherSchool);
    const other = await server.call("GET", `/api/groups?school_id=${otherSchool}`, undefined, tokens.ADMIN);
    expect((other.body as { data: Group[] }).data.every((g) => g.school_id === otherSchool)).toBe(true);
  });

  it("another school's owner gets 403 on this school's group and on ?school_id= of it", async () => {
    const group = await fresh();
    for (const [method, path, body] of [
      ["GET", `/api/groups/${group.id}`, undefined],
      ["PUT", `/api/groups/${group.id}`, { name: "Захват" }],
      ["PUT", `/api/groups/${group.id}/students`, { student_ids: [] }],
      ["DELETE", `/api/groups/${group.id}`, undefined],
      ["GET", "/api/groups?school_id=1", undefined],
      ["POST", "/api/groups?school_id=1", { name: "Захват" }],
    ] as const) {
      expect([method, path, (await server.call(method, path, body, otherOwner)).status]).toEqual([method, path, 403]);
    }
    const own = (await server.call("GET", "/api/groups?per_page=100", undefined, otherOwner)).body as { data: Group[] };
    expect(own.data.every((g) => g.school_id === otherSchool)).toBe(true);
  });

  it("404 for unknown or malformed group ids", async () => {
    for (const id of ["999999", "abc", "-1"]) {
      expect((await server.call("GET", `/api/groups/${id}`, undefined, tokens.ADMIN)).status).toBe(404);
      expect((await server.call("PUT", `/api/groups/${id}`, { name: "x" }, tokens.ADMIN)).status).toBe(404);
      expect((await server.call("DELETE", `/api/groups/${id}`, undefined, tokens.ADMIN)).status).toBe(404);
    }
  });

  it("access matrix: SCHOOL_OWNER, MANAGER, ADMIN allowed; TEACHER and STUDENT 403; anonymous 401", async () => {
    const group = await fresh([anna]);
    const ok = (status: number): Record<Caller, number> => ({
      SCHOOL_OWNER: status,
      MANAGER: status,
      ADMIN: status,
      TEACHER: 403,
      STUDENT: 403,
      ANONYMOUS: 401,
    });
    for (const caller of CALLERS) {
      const query = caller === "ADMIN" ? "?school_id=1" : "";
      unique += 1;
      const checks: ReadonlyArray<[string, number, number]> = [
        ["GET list", (await server.call("GET", "/api/groups", undefined, tokens[caller])).status, ok(200)[caller]],
        [
          "POST",
          (await server.call("POST", `/api/groups${query}`, { name: `Матрица ${unique}` }, tokens[caller])).status,
          ok(201)[caller],
        ],
        [
          "GET",
          (await server.call("GET", `/api/groups/${group.id}`, undefined, tokens[caller])).status,
          ok(200)[caller],
        ],
        [
          "PUT",
          (await server.call("PUT", `/api/groups/${group.id}`, { name: group.name }, tokens[caller])).status,
          ok(200)[caller],
        ],
        [
          "PUT students",
          (await server.call("PUT", `/api/groups/${group.id}/students`, { student_ids: [anna] }, tokens[caller]))
            .status,
          ok(200)[caller],
        ],
      ];
      for (const [name, status, expected] of checks) expect([caller, name, status]).toEqual([caller, name, expected]);
    }
    for (const caller of CALLERS) {
      const doomed = await fresh();
      expect([
        caller,
        (await server.call("DELETE", `/api/groups/${doomed.id}`, undefined, tokens[caller])).status,
      ]).toEqual([caller, ok(200)[caller]]);
    }
  });
});
