import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFixtureCourse, type FixtureCourse } from "../../test-support/course-fixture";
import {
  CALLERS,
  errorMessage,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addOtherSchoolOwner, addPerson, invitationTokenFor } from "../../test-support/access-test-support";

type Invitation = { id: number; email: string; role: string; revoked: boolean; accepted_by: number | null };

describe("invitations by e-mail", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  let owner: string;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    owner = tokens.SCHOOL_OWNER ?? "";
    course = await addFixtureCourse(server.store);
  });
  afterAll(() => server.close());

  const invite = (emails: unknown, role: unknown = "student", token = owner, courseId = course.courseId) =>
    server.call("POST", `/api/courses/${courseId}/invitations`, { emails, role }, token);

  it("creates invitations, mails a single-use link and never answers the token or its hash", async () => {
    const answer = await invite(["Invitee1@Demo.ru", "invitee2@demo.ru", "invitee1@demo.ru"]);
    expect(answer.status).toBe(201);
    const data = (answer.body as { data: Invitation[] }).data;
    expect(data.map((i) => i.email)).toEqual(["invitee1@demo.ru", "invitee2@demo.ru"]);
    expect(answer.text).not.toContain("token");
    const mail = [...server.store.data.outbox].reverse().find((m) => m.to === "invitee1@demo.ru");
    expect(mail?.kind).toBe("invitation");
    expect(mail?.link).toMatch(/^\/invite\/[\w-]{43}$/);
    const stored = server.store.data.invitations.find((i) => i.id === data[0]?.id);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toBe(mail?.link?.slice("/invite/".length));
  });

  it("validates each e-mail with Russian messages keyed by position", async () => {
    const answer = await invite(["ok@demo.ru", "not-an-email", ""]);
    expect(answer.status).toBe(422);
    expect(validationOf(answer.body)).toEqual({
      "emails.1": ["Некорректный Email"],
      "emails.2": ["Обязательное поле"],
    });
    expect(validationOf((await invite([])).body)).toEqual({ emails: ["Обязательное поле"] });
    expect(validationOf((await invite("x@demo.ru")).body)).toEqual({ emails: ["Обязательное поле"] });
    expect(validationOf((await invite(["x@demo.ru"], "owner")).body)).toEqual({ role: ["Обязательное поле"] });
    expect((await invite(Array.from({ length: 101 }, (_, i) => `a${i}@demo.ru`))).status).toBe(422);
  });

  it("404 for an unknown course, 403 for another school's owner and for an assigned teacher", async () => {
    expect((await invite(["x@demo.ru"], "student", owner, 999_999)).status).toBe(404);
    expect(
      (await server.call("POST", "/api/courses/abc/invitations", { emails: ["x@demo.ru"], role: "student" }, owner))
        .status,
    ).toBe(404);
    const other = await addOtherSchoolOwner(server, "other-owner-inv@demo.ru");
    expect((await invite(["x@demo.ru"], "student", other)).status).toBe(403);
    const assigned = await addFixtureCourse(server.store, {
      settings: (s) => ({ ...s, accesses: { ...s.accesses, teachers: ["4"] } }),
    });
    expect((await invite(["x@demo.ru"], "student", tokens.TEACHER, assigned.courseId)).status).toBe(403);
  });

  it("lists (paged, newest first) and revokes; a revoked invitation is no longer valid", async () => {
    await invite(["revoke-me@demo.ru"]);
    const list = await server.call("GET", `/api/courses/${course.courseId}/invitations?per_page=1`, undefined, owner);
    expect(list.status).toBe(200);
    const page = list.body as { data: Invitation[]; meta: { page: number; per_page: number; total: number } };
    expect(page.data.map((i) => i.email)).toEqual(["revoke-me@demo.ru"]);
    expect(page.meta.per_page).toBe(1);
    expect(page.meta.total).toBeGreaterThanOrEqual(3);
    const id = page.data[0]?.id ?? 0;
    const revoked = await server.call("DELETE", `/api/courses/${course.courseId}/invitations/${id}`, undefined, owner);
    expect((revoked.body as { data: Invitation }).data.revoked).toBe(true);
    const token = invitationTokenFor(server, "revoke-me@demo.ru");
    expect((await server.call("GET", `/api/invitations/${token}`)).body).toMatchObject({
      data: { valid: false, email: "revoke-me@demo.ru" },
    });
    expect(
      (await server.call("DELETE", `/api/courses/${course.courseId}/invitations/999999`, undefined, owner)).status,
    ).toBe(404);
    const student = await addPerson(server, "revoke-me@demo.ru");
    const accept = await server.call("POST", `/api/invitations/${token}/accept`, undefined, student.token);
    expect(accept.status).toBe(409);
    expect(errorMessage(accept.body)).toBe("Приглашение недействительно");
  });

  it("shows an invitation to anyone and 404 for an unknown token", async () => {
    await invite(["look@demo.ru"], "teacher");
    const token = invitationTokenFor(server, "look@demo.ru");
    const info = await server.call("GET", `/api/invitations/${token}`);
    expect(info.body).toEqual({
      data: {
        course_id: course.courseId,
        course_name: expect.any(String),
        school_name: "Демо-школа",
        role: "teacher",
        email: "look@demo.ru",
        valid: true,
        status: "valid",
      },
    });
    expect((await server.call("GET", "/api/invitations/unknown-token")).status).toBe(404);
  });

  it("accepting as a student enrols, once; another e-mail gets 403", async () => {
    await invite(["accept-student@demo.ru"]);
    const token = invitationTokenFor(server, "accept-student@demo.ru");
    expect((await server.call("POST", `/api/invitations/${token}/accept`, undefined, tokens.STUDENT)).status).toBe(403);
    expect((await server.call("POST", `/api/invitations/${token}/accept`)).status).toBe(401);
    const student = await addPerson(server, "accept-student@demo.ru");
    const accepted = await server.call("POST", `/api/invitations/${token}/accept`, undefined, student.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      data: { course_id: course.courseId, role: "student", enrolment: { user_id: student.id, source: "invitation" } },
    });
    expect(server.store.data.enrolments.some((e) => e.course_id === course.courseId && e.user_id === student.id)).toBe(
      true,
    );
    expect((await server.call("POST", `/api/invitations/${token}/accept`, undefined, student.token)).status).toBe(409);
  });

  it("accepting as a teacher assigns him in the draft and the published body; a student becomes a teacher, staff get 403", async () => {
    await invite(["new-teacher@demo.ru"], "teacher");
    const teacher = await addPerson(server, "new-teacher@demo.ru", "teacher", 1);
    const accepted = await server.call(
      "POST",
      `/api/invitations/${invitationTokenFor(server, "new-teacher@demo.ru")}/accept`,
      undefined,
      teacher.token,
    );
    expect(accepted.body).toEqual({ data: { course_id: course.courseId, role: "teacher", enrolment: null } });
    const content = server.store.data.courseContents.find((c) => c.course_id === course.courseId);
    expect(content?.draft.settings.accesses.teachers).toContain(String(teacher.id));
    expect(content?.published?.settings.accesses.teachers).toContain(String(teacher.id));
    expect((await server.call("GET", `/api/courses/${course.courseId}/users`, undefined, teacher.token)).status).toBe(
      200,
    );

    await invite(["student-as-teacher@demo.ru"], "teacher");
    const student = await addPerson(server, "student-as-teacher@demo.ru");
    const granted = await server.call(
      "POST",
      `/api/invitations/${invitationTokenFor(server, "student-as-teacher@demo.ru")}/accept`,
      undefined,
      student.token,
    );
    expect(granted.status).toBe(200);
    expect(server.store.data.users.find((u) => u.id === student.id)?.roles).toEqual(["teacher", "student"]);
    expect((await server.call("GET", `/api/courses/${course.courseId}/users`, undefined, student.token)).status).toBe(
      200,
    );

    await invite(["owner@demo.ru"], "teacher");
    const refused = await server.call(
      "POST",
      `/api/invitations/${invitationTokenFor(server, "owner@demo.ru")}/accept`,
      undefined,
      owner,
    );
    expect(refused.status).toBe(403);
    expect(errorMessage(refused.body)).toBe("Принять приглашение преподавателя может только преподаватель");
  });

  it("access matrix of accepting: the invited user of the right role only", async () => {
    const emails: Record<Caller, string> = {
      SCHOOL_OWNER: "owner@demo.ru",
      MANAGER: "manager@demo.ru",
      ADMIN: "admin@demo.ru",
      TEACHER: "teacher@demo.ru",
      STUDENT: "student@demo.ru",
      ANONYMOUS: "nobody@demo.ru",
    };
    for (const caller of CALLERS) {
      const statuses: number[] = [];
      for (const role of ["student", "teacher"] as const) {
        const target = await addFixtureCourse(server.store);
        await invite([emails[caller]], role, owner, target.courseId);
        statuses.push(
          (
            await server.call(
              "POST",
              `/api/invitations/${invitationTokenFor(server, emails[caller])}/accept`,
              undefined,
              tokens[caller],
            )
          ).status,
        );
      }
      const expected =
        caller === "ANONYMOUS"
          ? [401, 401]
          : caller === "STUDENT"
            ? [200, 200]
            : caller === "TEACHER"
              ? [403, 200]
              : [403, 403];
      expect([caller, ...statuses]).toEqual([caller, ...expected]);
    }
  });

  describe("access matrix", () => {
    const staffOnly = (ok: number): Record<Caller, number> => ({
      SCHOOL_OWNER: ok,
      MANAGER: ok,
      ADMIN: ok,
      TEACHER: 403,
      STUDENT: 403,
      ANONYMOUS: 401,
    });
    for (const caller of CALLERS) {
      it(`${caller}: POST, GET and DELETE invitations; GET an invitation`, async () => {
        const token = tokens[caller];
        const email = `matrix-${caller.toLowerCase()}@demo.ru`;
        expect((await invite([email], "student", token ?? "")).status).toBe(staffOnly(201)[caller]);
        expect((await server.call("GET", `/api/courses/${course.courseId}/invitations`, undefined, token)).status).toBe(
          staffOnly(200)[caller],
        );
        const created = (await invite([`victim-${caller.toLowerCase()}@demo.ru`])).body as { data: Invitation[] };
        const id = created.data[0]?.id ?? 0;
        expect(
          (await server.call("DELETE", `/api/courses/${course.courseId}/invitations/${id}`, undefined, token)).status,
        ).toBe(staffOnly(200)[caller]);
        const shown = await server.call(
          "GET",
          `/api/invitations/${invitationTokenFor(server, `victim-${caller.toLowerCase()}@demo.ru`)}`,
          undefined,
          token,
        );
        expect(shown.status).toBe(200);
      });
    }
  });
});
