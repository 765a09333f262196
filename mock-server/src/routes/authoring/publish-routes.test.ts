import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CALLERS,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addFixtureCourse } from "../../test-support/course-fixture";
import { createCourse, otherSchoolOwner, readContent } from "../../test-support/authoring-test-kit";

type Card = { id: number; status: string; name: string };

describe("POST /api/courses/{id}/publish", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  const cardOf = async (id: number): Promise<Card | undefined> => {
    const list = await server.call("GET", "/api/created-courses?per_page=100", undefined, tokens.ADMIN);
    return (list.body as { data: Card[] }).data.find((c) => c.id === id);
  };

  it("422 with the domain course checks for an incomplete draft; nothing published", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Неготовый курс");
    const answer = await server.call("POST", `/api/courses/${id}/publish`, undefined, tokens.SCHOOL_OWNER);
    expect(answer.status).toBe(422);
    const validation = validationOf(answer.body);
    expect(validation?.moduleList).toEqual(["Пожалуйста, создайте раздел"]);
    expect(validation?.["general.category"]).toEqual(["Обязательное поле"]);
    expect(validation?.["style.cover"]).toEqual(["Обязательное поле"]);
    expect(server.store.data.courses.find((c) => c.id === id)?.status).toBe("draft");
    expect(server.store.data.courseCards.some((c) => c.course_id === id)).toBe(false);
  });

  it("publishes a complete draft: status, published copy, catalogue card; a later save shows changes_not_published", async () => {
    // Course 15 is the seeded draft with a complete about page and structure.
    const before = await readContent(server, 15, tokens.SCHOOL_OWNER);
    const answer = await server.call("POST", "/api/courses/15/publish", undefined, tokens.MANAGER);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: { id: 15, status: "published", version: before.version, published_at: "2026-03-01T09:00:00.000Z" },
    });
    const content = server.store.data.courseContents.find((c) => c.course_id === 15);
    expect(content?.published).toEqual(before.course);
    expect(server.store.data.courseCards.find((c) => c.course_id === 15)).toMatchObject({
      name: "Машинное обучение (черновик)",
      published_at: "2026-03-01T09:00:00.000Z",
    });
    const catalogue = await server.call("GET", "/api/catalogue/courses?per_page=100", undefined, undefined);
    expect(
      (catalogue.body as { data: Array<{ id: number; lessons_count: number }> }).data.find((c) => c.id === 15)
        ?.lessons_count,
    ).toBe(4);
    expect((await server.call("GET", "/api/courses/15", undefined, undefined)).status).toBe(200);
    expect((await cardOf(15))?.status).toBe("published");
    const { version, course } = await readContent(server, 15, tokens.SCHOOL_OWNER);
    const edited = { ...course, general: { ...course.general, summary: "Новое описание" } };
    expect(
      (await server.call("PUT", "/api/courses/15/content", { version, course: edited }, tokens.SCHOOL_OWNER)).status,
    ).toBe(200);
    expect((await cardOf(15))?.status).toBe("changes_not_published");
    // The catalogue still shows the published copy until the next publish.
    expect(server.store.data.courseCards.find((c) => c.course_id === 15)?.summary).not.toBe("Новое описание");
    expect((await server.call("POST", "/api/courses/15/publish", undefined, tokens.SCHOOL_OWNER)).status).toBe(200);
    expect(server.store.data.courseCards.find((c) => c.course_id === 15)?.summary).toBe("Новое описание");
    expect((await cardOf(15))?.status).toBe("published");
  });

  it("the access matrix; another school's owner 403; unknown 404", async () => {
    const expected: Record<Caller, number> = {
      SCHOOL_OWNER: 200,
      MANAGER: 200,
      ADMIN: 200,
      TEACHER: 403,
      STUDENT: 403,
      ANONYMOUS: 401,
    };
    for (const caller of CALLERS) {
      const answer = await server.call("POST", "/api/courses/2/publish", undefined, tokens[caller]);
      expect([caller, answer.status]).toEqual([caller, expected[caller]]);
    }
    expect(
      (await server.call("POST", "/api/courses/2/publish", undefined, await otherSchoolOwner(server))).status,
    ).toBe(403);
    expect((await server.call("POST", "/api/courses/999999/publish", undefined, tokens.ADMIN)).status).toBe(404);
  });
});

describe("DELETE /api/courses/{id}", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  it("removes the course and everything of it", async () => {
    const fixture = await addFixtureCourse(server.store, { students: [5, 6] });
    const at = "2026-03-01T09:00:00.000Z";
    await server.store.update((db) => {
      const id = fixture.courseId;
      db.courseCards.push({
        course_id: id,
        name: "x",
        summary: "",
        category_id: null,
        price: "0",
        old_price: "0",
        cover: null,
        published_at: at,
      });
      db.invitations.push({
        id: 9001,
        course_id: id,
        email: "a@b.ru",
        role: "student",
        token_hash: "h",
        created_at: at,
        expires_at: at,
        accepted_by: null,
        revoked: false,
      });
      db.lessonProgress.push({
        id: 9001,
        course_id: id,
        user_id: 5,
        module_id: "1",
        lesson_id: fixture.lessons.l1,
        start_date: at,
        end_date: null,
        blocks: [],
      });
      db.testAttempts.push({
        id: 9001,
        course_id: id,
        user_id: 5,
        lesson_id: fixture.lessons.l1,
        task_id: null,
        block_id: fixture.blocks.test,
        answers: [],
        score: 0,
        max_score: 2,
        answered_at: at,
      });
      db.submissions.push({
        id: 9001,
        course_id: id,
        user_id: 5,
        module_id: "1",
        lesson_id: "1",
        task_id: fixture.task,
        block_id: fixture.blocks.freeTask,
        status: "onReview",
        attempts: [],
        updated_at: at,
      });
      db.discussionPosts.push({ id: 9001, course_id: id, user_id: 5, text: "Привет", created_at: at });
      db.courseReviews.push({ id: 9001, course_id: id, user_id: 5, rating: 5, text: "Хорошо", created_at: at });
    });
    const answer = await server.call("DELETE", `/api/courses/${fixture.courseId}`, undefined, tokens.SCHOOL_OWNER);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { id: fixture.courseId } });
    const db = server.store.data;
    const mine = (rows: ReadonlyArray<{ course_id: number }>) => rows.filter((r) => r.course_id === fixture.courseId);
    expect(db.courses.some((c) => c.id === fixture.courseId)).toBe(false);
    for (const rows of [
      db.courseContents,
      db.courseCards,
      db.enrolments,
      db.invitations,
      db.lessonProgress,
      db.testAttempts,
      db.submissions,
      db.discussionPosts,
      db.courseReviews,
    ]) {
      expect(mine(rows)).toEqual([]);
    }
    expect((await server.call("GET", `/api/courses/${fixture.courseId}`, undefined, tokens.ADMIN)).status).toBe(404);
    expect((await server.call("DELETE", `/api/courses/${fixture.courseId}`, undefined, tokens.ADMIN)).status).toBe(404);
  });

  it("the access matrix; another school's owner 403", async () => {
    const expected: Record<Caller, number> = {
      SCHOOL_OWNER: 200,
      MANAGER: 200,
      ADMIN: 200,
      TEACHER: 403,
      STUDENT: 403,
      ANONYMOUS: 401,
    };
    const other = await otherSchoolOwner(server);
    for (const caller of CALLERS) {
      const fixture = await addFixtureCourse(server.store, {
        settings: (s) => ({ ...s, accesses: { ...s.accesses, teachers: ["4"] } }),
      });
      expect((await server.call("DELETE", `/api/courses/${fixture.courseId}`, undefined, other)).status).toBe(403);
      const answer = await server.call("DELETE", `/api/courses/${fixture.courseId}`, undefined, tokens[caller]);
      expect([caller, answer.status]).toEqual([caller, expected[caller]]);
    }
  });
});
