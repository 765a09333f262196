import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseSettings } from "@app/domain/course/settings";
import { seatLimit } from "../../access/seats";
import { addFixtureCourse } from "../../test-support/course-fixture";
import {
  CALLERS,
  errorMessage,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addPerson } from "../../test-support/access-test-support";

const accesses =
  (patch: Partial<CourseSettings["accesses"]>) =>
  (s: CourseSettings): CourseSettings => ({ ...s, accesses: { ...s.accesses, ...patch } });

describe("seat limit", () => {
  const base = { available: true, accessByEmail: false, teachers: [], link: "", maxCount: "5", isSetMaxCount: true };
  it("reads digits (a leading '+' ignored); a value that breaks the rule never means unlimited (#18); off means unlimited", () => {
    expect(seatLimit(base)).toBe(5);
    expect(seatLimit({ ...base, maxCount: "+12" })).toBe(12);
    expect(seatLimit({ ...base, maxCount: " 0 " })).toBe(0);
    expect(seatLimit({ ...base, maxCount: "1x" })).toBe(1);
    expect(seatLimit({ ...base, maxCount: "+" })).toBe(0);
    expect(seatLimit({ ...base, maxCount: "" })).toBe(0);
    expect(seatLimit({ ...base, maxCount: "много" })).toBe(0);
    expect(seatLimit({ ...base, isSetMaxCount: false })).toBeNull();
  });
});

describe("enrolment: self, by link, seats", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let student: { id: number; token: string };
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    student = await addPerson(server, "enrol-student@demo.ru");
  });
  afterAll(() => server.close());

  const selfEnrol = (courseId: number, token: string | undefined) =>
    server.call("POST", `/api/courses/${courseId}/enrolments`, undefined, token);

  it("enrols a student in a published course (201), and again idempotently (200)", async () => {
    const { courseId } = await addFixtureCourse(server.store);
    const first = await selfEnrol(courseId, student.token);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      data: { course_id: courseId, user_id: student.id, source: "self", completed_at: null },
    });
    const again = await selfEnrol(courseId, student.token);
    expect(again.status).toBe(200);
    expect(
      server.store.data.enrolments.filter((e) => e.course_id === courseId && e.user_id === student.id),
    ).toHaveLength(1);
  });

  it("refuses a closed course, a draft, an uninvited student under accessByEmail, and non-students", async () => {
    const closed = await addFixtureCourse(server.store, {
      settings: (s) => ({ ...s, actions: { ...s.actions, accessEnable: false } }),
    });
    const closedAnswer = await selfEnrol(closed.courseId, student.token);
    expect(closedAnswer.status).toBe(403);
    expect(errorMessage(closedAnswer.body)).toBe("Запись на курс закрыта");
    const unavailable = await addFixtureCourse(server.store, { settings: accesses({ available: false }) });
    expect((await selfEnrol(unavailable.courseId, student.token)).status).toBe(403);
    const draft = await addFixtureCourse(server.store, { published: false });
    expect(errorMessage((await selfEnrol(draft.courseId, student.token)).body)).toBe("Курс не опубликован");
    const byEmail = await addFixtureCourse(server.store, { settings: accesses({ accessByEmail: true }) });
    const refused = await selfEnrol(byEmail.courseId, student.token);
    expect(refused.status).toBe(403);
    expect(errorMessage(refused.body)).toBe("Запись на курс доступна только по приглашению");
    await server.call(
      "POST",
      `/api/courses/${byEmail.courseId}/invitations`,
      { emails: ["enrol-student@demo.ru"], role: "student" },
      tokens.SCHOOL_OWNER,
    );
    const invited = await selfEnrol(byEmail.courseId, student.token);
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ data: { source: "email" } });
    expect((await selfEnrol(999_999, student.token)).status).toBe(404);
    expect((await selfEnrol(byEmail.courseId, tokens.TEACHER)).status).toBe(403);
  });

  it("gives exactly maxCount seats to 10 parallel students, the others 409 'Свободных мест нет'", async () => {
    const { courseId } = await addFixtureCourse(server.store, {
      settings: accesses({ isSetMaxCount: true, maxCount: "5" }),
    });
    const students = await Promise.all(Array.from({ length: 10 }, (_, i) => addPerson(server, `seat${i}@demo.ru`)));
    const answers = await Promise.all(students.map((s) => selfEnrol(courseId, s.token)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const full = answers.filter((a) => a.status === 409);
    expect(full).toHaveLength(5);
    expect(errorMessage(full[0]?.body)).toBe("Свободных мест нет");
    expect(server.store.data.enrolments.filter((e) => e.course_id === courseId)).toHaveLength(5);
  });

  it("creates and rotates an access link; a student joins by it, the old link stops working", async () => {
    const { courseId } = await addFixtureCourse(server.store, { settings: accesses({ available: false }) });
    const created = await server.call("POST", `/api/courses/${courseId}/access-link`, undefined, tokens.MANAGER);
    expect(created.status).toBe(201);
    const { token, link } = (created.body as { data: { token: string; link: string } }).data;
    expect(link).toBe(`/join/${token}`);
    const joiner = await addPerson(server, "joiner@demo.ru");
    const joined = await server.call("POST", "/api/courses/join", { token }, joiner.token);
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ data: { course_id: courseId, source: "link" } });
    expect((await server.call("POST", "/api/courses/join", { token }, joiner.token)).status).toBe(200);
    expect((await server.call("POST", "/api/courses/join", { token }, tokens.TEACHER)).status).toBe(403);
    await server.call("POST", `/api/courses/${courseId}/access-link`, undefined, tokens.SCHOOL_OWNER);
    const stale = await server.call("POST", "/api/courses/join", { token }, student.token);
    expect(stale.status).toBe(404);
    expect(errorMessage(stale.body)).toBe("Ссылка для доступа недействительна");
    expect(validationOf((await server.call("POST", "/api/courses/join", { token: 5 }, student.token)).body)).toEqual({
      token: ["Обязательное поле"],
    });
    expect(validationOf((await server.call("POST", "/api/courses/join", { token: " " }, student.token)).body)).toEqual({
      token: ["Обязательное поле"],
    });
    expect((await server.call("POST", "/api/courses/999999/access-link", undefined, tokens.SCHOOL_OWNER)).status).toBe(
      404,
    );
  });

  it("access matrix: access-link for staff only; join and self-enrolment for students only", async () => {
    const expected: Record<Caller, [number, number, number]> = {
      SCHOOL_OWNER: [201, 403, 403],
      MANAGER: [201, 403, 403],
      ADMIN: [201, 403, 403],
      TEACHER: [403, 403, 403],
      STUDENT: [403, 201, 201],
      ANONYMOUS: [401, 401, 401],
    };
    for (const caller of CALLERS) {
      const token = tokens[caller];
      const linked = await addFixtureCourse(server.store);
      const open = await addFixtureCourse(server.store);
      const rotated = (await server.call("POST", `/api/courses/${linked.courseId}/access-link`, undefined, token))
        .status;
      const link = await server.call(
        "POST",
        `/api/courses/${linked.courseId}/access-link`,
        undefined,
        tokens.SCHOOL_OWNER,
      );
      const linkToken = (link.body as { data: { token: string } }).data.token;
      const statuses = [
        rotated,
        (await server.call("POST", "/api/courses/join", { token: linkToken }, token)).status,
        (await selfEnrol(open.courseId, token)).status,
      ];
      expect([caller, ...statuses]).toEqual([caller, ...expected[caller]]);
    }
  });
});
