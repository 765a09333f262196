import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLERS, startTestServer, tokensByCaller, type Caller, type TestServer } from "../../test-support/test-server";
import { createCourse, otherSchoolOwner, unassignedTeacher } from "../../test-support/authoring-test-kit";

type Page = {
  data: Array<{
    id: number;
    name: string;
    status: string;
    lessons_count: number;
    students_count: number;
    updated_at: string;
    category: { name: string } | null;
    cover: string | null;
  }>;
  meta: { page: number; per_page: number; total: number };
};

describe("GET /api/created-courses", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  const page = async (token: string | undefined, query = ""): Promise<Page> => {
    const answer = await server.call("GET", `/api/created-courses${query}`, undefined, token);
    expect(answer.status).toBe(200);
    return answer.body as Page;
  };

  it("the school's staff see its courses, drafts included, with card statuses", async () => {
    const all = await page(tokens.SCHOOL_OWNER, "?per_page=100");
    expect(all.meta.total).toBe(15);
    expect(all.data.map((c) => c.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    const python = all.data.find((c) => c.id === 1);
    expect(python).toMatchObject({
      name: "Основы Python",
      status: "published",
      category: { name: "Программирование" },
      lessons_count: 4,
    });
    expect(python?.cover).toMatch(/^data:image\/svg\+xml/);
    expect(all.data.find((c) => c.id === 15)?.status).toBe("changes_not_published");
  });

  it("pages newest first for 'Показать ещё'", async () => {
    const id = await createCourse(server, tokens.MANAGER, "Самый новый");
    // The test clock starts before the seeded dates: date the new course after them (it has no saved draft yet).
    await server.store.update((db) => {
      const course = db.courses.find((c) => c.id === id);
      if (course !== undefined) course.created_at = "2026-11-01T09:00:00.000Z";
    });
    const first = await page(tokens.SCHOOL_OWNER, "?page=1&per_page=5");
    expect(first.meta).toEqual({ page: 1, per_page: 5, total: 16 });
    expect(first.data[0]).toMatchObject({
      id,
      status: "changes_not_published",
      lessons_count: 0,
      updated_at: "2026-11-01T09:00:00.000Z",
    });
    const second = await page(tokens.SCHOOL_OWNER, "?page=2&per_page=5");
    expect(second.data).toHaveLength(5);
    expect(new Set([...first.data, ...second.data].map((c) => c.id)).size).toBe(10);
    const dates = [...first.data, ...second.data].map((c) => c.updated_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await page(tokens.SCHOOL_OWNER, "?page=99")).data).toEqual([]);
  });

  it("ADMIN sees every school's courses; the assigned teacher his; others none", async () => {
    expect((await page(tokens.ADMIN, "?per_page=100")).meta.total).toBe(server.store.data.courses.length);
    const teacher = await page(tokens.TEACHER, "?per_page=100");
    expect(teacher.data.every((c) => c.id <= 15)).toBe(true);
    expect(teacher.meta.total).toBe(15);
    expect((await page(await unassignedTeacher(server))).meta.total).toBe(0);
    expect((await page(await otherSchoolOwner(server))).meta.total).toBe(0);
  });

  it("the access matrix", async () => {
    const expected: Record<Caller, number> = {
      SCHOOL_OWNER: 200,
      MANAGER: 200,
      ADMIN: 200,
      TEACHER: 200,
      STUDENT: 403,
      ANONYMOUS: 401,
    };
    for (const caller of CALLERS) {
      const answer = await server.call("GET", "/api/created-courses", undefined, tokens[caller]);
      expect([caller, answer.status]).toEqual([caller, expected[caller]]);
    }
  });
});
