import { Memory } from "lowdb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseBody } from "@app/domain/api/course-content";
import { makeAdmin } from "../../admin/first-admin";
import { seedCategories } from "../../seed/seed-categories";
import { openStore } from "../../store/store";
import { startTestServer, type TestServer } from "../../test-support/test-server";

type Tokens = { token: string; refresh_token: string };

/**
 * Issue #32 Done-when: on an empty production data folder (no demo seed, no dev endpoints), the
 * first administrator is made by `npm run admin -- create EMAIL` (its service), sets his password by
 * the printed link, creates a school and its owner, who creates and publishes a course; a student
 * then enrols. Every step goes through HTTP, as the people would.
 */
describe("a school can run it: first run in production (issue #32 part 4)", () => {
  let server: TestServer;
  beforeAll(async () => {
    const store = await openStore(new Memory<unknown>());
    // What server.ts does on an empty production folder: the categories, no demo data.
    await seedCategories(store);
    server = await startTestServer({ store, devEndpoints: false });
  });
  afterAll(() => server.close());

  const register = async (email: string, fullName: string): Promise<{ roles: string[]; tokens: Tokens }> => {
    const answer = await server.call("POST", "/api/register", {
      email,
      password: "secret1",
      password_confirmation: "secret1",
      phone: "79161234567",
      full_name: fullName,
    });
    expect(answer.status).toBe(201);
    return (answer.body as { data: { roles: string[]; tokens: Tokens } }).data;
  };

  it("admin → school and owner → published course → enrolled student, each change in the audit log", async () => {
    expect([server.store.data.users, server.store.data.schools, server.store.data.courses]).toEqual([[], [], []]);
    // The first account registered is a student: registration never makes staff.
    const owner = await register("anna@school.ru", "Анна Смирнова");
    expect(owner.roles).toEqual(["student"]);
    expect((await server.call("POST", "/api/courses", { name: "Курс" }, owner.tokens.token)).status).toBe(403);

    // The operator, at the server's console: `npm run admin -- create boss@school.ru`.
    const made = await makeAdmin(server.store, "boss@school.ru", server.now);
    if (made.kind !== "created") throw new Error(`expected a new account, got ${made.kind}`);
    const link = new URL(made.link, "http://localhost");
    expect(link.pathname).toBe("/password/reset");
    const reset = await server.call("POST", "/api/password/reset", {
      email: link.searchParams.get("email"),
      token: link.searchParams.get("token"),
      password: "boss-secret",
    });
    expect(reset.status).toBe(200);
    const admin = await server.login("boss@school.ru", "boss-secret");
    // The link works once.
    expect(
      (
        await server.call("POST", "/api/password/reset", {
          email: "boss@school.ru",
          token: link.searchParams.get("token"),
          password: "again-secret",
        })
      ).status,
    ).toBe(422);

    // The administrator creates the school, naming the account Анна registered as its owner.
    const school = await server.call(
      "POST",
      "/api/admin/schools",
      { name: "Школа Анны", owner_email: "Anna@School.ru " },
      admin.token,
    );
    expect(school.status).toBe(201);
    const schoolId = (school.body as { data: { id: number } }).data.id;
    expect(school.body).toEqual({
      data: {
        id: schoolId,
        name: "Школа Анны",
        owner: { id: expect.any(Number), email: "anna@school.ru", name: "Анна Смирнова" },
        staff: 1,
        courses: 0,
      },
    });

    // Анна signs in as the school's owner, creates a course, fills it in and publishes it.
    const signIn = await server.call("POST", "/api/login", { email: "anna@school.ru", password: "secret1" });
    expect((signIn.body as { roles: string[] }).roles).toEqual(["school_owner"]);
    const ownerToken = (signIn.body as { tokens: Tokens }).tokens.token;
    const created = await server.call("POST", "/api/courses", { name: "Основы Python" }, ownerToken);
    expect(created.status).toBe(201);
    const courseId = (created.body as { data: { id: number; school_id: number } }).data.id;
    expect((created.body as { data: { school_id: number } }).data.school_id).toBe(schoolId);
    const form = new FormData();
    form.append("file", new Blob([Buffer.from("89504e470d0a1a0a", "hex")], { type: "image/png" }), "cover.png");
    const cover = ((await server.call("POST", "/api/file", form, ownerToken)).body as { data: { url: string } }).data
      .url;
    const content = await server.call("GET", `/api/courses/${courseId}/content`, undefined, ownerToken);
    const { version, course } = (content.body as { data: { version: number; course: CourseBody } }).data;
    const options = await server.call("GET", "/api/course-options", undefined, ownerToken);
    const category = (options.body as { data: { categories: Array<{ id: string; name: string }> } }).data.categories[0];
    if (category === undefined) throw new Error("production has the course categories");
    const complete = completeCourse(course, cover, category);
    const saved = await server.call(
      "PUT",
      `/api/courses/${courseId}/content`,
      { version, course: complete },
      ownerToken,
    );
    expect([saved.status, saved.text]).toEqual([200, saved.text]);
    const published = await server.call("POST", `/api/courses/${courseId}/publish`, undefined, ownerToken);
    expect([published.status, published.text]).toEqual([200, published.text]);

    // A student registers, finds the course in the catalogue and enrols.
    const student = await register("pavel@mail.ru", "Павел Орлов");
    const catalogue = await server.call("GET", "/api/catalogue/courses", undefined, undefined);
    expect((catalogue.body as { data: Array<{ id: number }> }).data.map((c) => c.id)).toEqual([courseId]);
    const enrolled = await server.call("POST", `/api/courses/${courseId}/enrolments`, {}, student.tokens.token);
    expect(enrolled.status).toBe(201);
    const mine = await server.call("GET", "/api/my-courses", undefined, student.tokens.token);
    expect(JSON.stringify(mine.body)).toContain("Основы Python");

    // The audit log, newest first: who made whom what, on the server's clock.
    const audit = await server.call("GET", "/api/admin/audit-log", undefined, admin.token);
    expect(
      (audit.body as { data: Array<{ action: string; actor: { name: string } | null; to: string | null }> }).data.map(
        (e) => [e.action, e.actor?.name ?? null, e.to],
      ),
    ).toEqual([
      ["role.changed", "boss@school.ru", "school_owner"],
      ["school.created", "boss@school.ru", "anna@school.ru"],
      ["admin.created", null, "admin"],
    ]);
    expect((audit.body as { data: Array<{ at: string }> }).data[0]?.at).toBe(new Date(server.now).toISOString());
    // Nobody else reads it, the new owner included.
    expect((await server.call("GET", "/api/admin/audit-log", undefined, ownerToken)).status).toBe(403);
  });
});

/** The about page and one lesson with a text: what the SPEC §5 checks ask before a publish. */
const completeCourse = (course: CourseBody, cover: string, category: { id: string; name: string }): CourseBody => ({
  ...course,
  general: {
    ...course.general,
    category,
    advantages: course.general.advantages.map((a, i) => ({ ...a, description: `Преимущество ${i + 1}` })),
  },
  additional: {
    ...course.additional,
    practiceType: { id: "2", name: "Тесты после уроков" },
    completionDoc: { id: "2", name: "Сертификат о прохождении курса" },
  },
  style: { ...course.style, cover },
  moduleList: [
    {
      moduleID: "new-module",
      moduleName: "Введение",
      lessons: [
        {
          lessonID: "new-lesson",
          lessonName: "Первый урок",
          lessonContent: [
            {
              contentBlockID: "new-block",
              status: "none",
              evaluation: null,
              content: { _tag: "text", text: "Привет" },
            },
          ],
          tasks: [],
          is_trial: false,
          isEndedByUser: false,
          status: "not_started",
          statistics: null,
        },
      ],
    },
  ],
});
