import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE_CHANGE_MESSAGES } from "@app/domain/admin/role-change";
import { DEMO_SCHOOL_NAME } from "../../seed/seed-demo";
import {
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";

type Entry = { action: string; actor: { id: number } | null; target: { kind: string; id: number; label: string } };
type User = { id: number; email: string; roles: string[]; school_id: number[] };

/** The administrators' endpoints (issue #32 part 4): the role rule's refusals, search, and what the audit log records. */
describe("/api/admin", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  const userOf = async (email: string): Promise<User> => {
    const found = await server.call(
      "GET",
      `/api/admin/users?email=${encodeURIComponent(email)}`,
      undefined,
      tokens.ADMIN,
    );
    const users = (found.body as { data: User[] }).data;
    expect(users).toHaveLength(1);
    return users[0] as User;
  };
  const latest = async (): Promise<Entry | undefined> =>
    ((await server.call("GET", "/api/admin/audit-log?per_page=1", undefined, tokens.ADMIN)).body as { data: Entry[] })
      .data[0];
  const setRole = (id: number, role: string, schoolId: number | null) =>
    server.call("PUT", `/api/admin/users/${id}/role`, { role, school_id: schoolId }, tokens.ADMIN);

  it("finds people by a part of the e-mail, paged", async () => {
    const answer = await server.call("GET", "/api/admin/users?email=DEMO.RU&per_page=2", undefined, tokens.ADMIN);
    const body = answer.body as { data: User[]; meta: { total: number } };
    expect(body.data).toHaveLength(2);
    expect(body.meta.total).toBeGreaterThanOrEqual(6);
  });

  it("makes a teacher a manager of the demo school, audited; the manager's school is his course staff", async () => {
    const teacher = await userOf("teacher@demo.ru");
    const answer = await setRole(teacher.id, "manager", 1);
    expect(answer.status).toBe(200);
    expect((answer.body as { data: User }).data).toMatchObject({ roles: ["manager"], school_id: [1] });
    expect(await latest()).toMatchObject({
      action: "role.changed",
      target: { kind: "user", id: teacher.id, label: "teacher@demo.ru" },
      from: "teacher",
      to: "manager",
      school: { id: 1 },
    });
    const token = (await server.login("teacher@demo.ru")).token;
    expect((await server.call("POST", "/api/courses", { name: "Курс менеджера" }, token)).status).toBe(201);
    expect((await setRole(teacher.id, "teacher", null)).status).toBe(200);
  });

  it("refuses by the domain rule, and records nothing", async () => {
    const admin = await userOf("admin@demo.ru");
    const owner = await userOf("owner@demo.ru");
    const student = await userOf("student@demo.ru");
    const before = server.store.data.auditLog.length;
    const refusals: Array<[ReturnType<typeof setRole>, unknown]> = [
      [setRole(admin.id, "student", null), { role: [ROLE_CHANGE_MESSAGES.ownRole] }],
      [setRole(student.id, "manager", null), { school_id: [ROLE_CHANGE_MESSAGES.schoolRequired] }],
      [setRole(student.id, "manager", 999), { school_id: [ROLE_CHANGE_MESSAGES.schoolRequired] }],
      [setRole(owner.id, "teacher", null), { role: [ROLE_CHANGE_MESSAGES.ownsSchool(DEMO_SCHOOL_NAME)] }],
    ];
    for (const [call, errors] of refusals) {
      const answer = await call;
      expect([answer.status, validationOf(answer.body)]).toEqual([422, errors]);
    }
    expect((await setRole(student.id, "emperor", null)).status).toBe(422);
    expect((await setRole(999_999, "student", null)).status).toBe(404);
    expect(server.store.data.auditLog.length).toBe(before);
  });

  it("creating a school checks its name and its owner's account", async () => {
    const post = (body: unknown) => server.call("POST", "/api/admin/schools", body, tokens.ADMIN);
    expect(validationOf((await post({ name: " ", owner_email: "nobody@demo.ru" })).body)).toEqual({
      name: ["Обязательное поле"],
    });
    expect(validationOf((await post({ name: "Новая", owner_email: "nobody@demo.ru" })).body)).toEqual({
      owner_email: [ROLE_CHANGE_MESSAGES.noAccount],
    });
    expect(validationOf((await post({ name: "Новая", owner_email: "admin@demo.ru" })).body)).toEqual({
      owner_email: [ROLE_CHANGE_MESSAGES.ownRole],
    });
    const schools = await server.call("GET", "/api/admin/schools", undefined, tokens.ADMIN);
    expect((schools.body as { data: Array<{ name: string }> }).data.map((s) => s.name)).not.toContain("Новая");
    expect((schools.body as { data: Array<{ id: number; staff: number }> }).data[0]).toMatchObject({ id: 1 });
  });

  it("a review decision is in the audit log with its reviewer", async () => {
    const waiting = server.store.data.submissions.find((s) => s.status === "onReview");
    if (waiting === undefined) throw new Error("the demo seed has a work on review");
    const teacher = await server.login("teacher@demo.ru");
    const answer = await server.call(
      "POST",
      `/api/submissions/${waiting.id}/rework`,
      { comment: "Добавьте вывод" },
      teacher.token,
    );
    expect(answer.status).toBe(200);
    expect(await latest()).toMatchObject({
      action: "submission.sentBack",
      actor: { id: (await userOf("teacher@demo.ru")).id },
      target: { kind: "submission", id: waiting.id },
      to: "Добавьте вывод",
    });
  });
});
