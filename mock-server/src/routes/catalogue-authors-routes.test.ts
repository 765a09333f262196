import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogueAuthorsResponse } from "@app/domain/api/people";
import { addFixtureCourse } from "../test-support/course-fixture";
import { CALLERS, startTestServer, tokensByCaller, type Caller, type TestServer } from "../test-support/test-server";
import { addUser, matchesSchema, withDemoTeacher } from "../test-support/people-fixture";

describe("GET /api/catalogue/authors", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  const authors = async (query = "?per_page=100"): Promise<CatalogueAuthorsResponse> => {
    const answer = await server.call("GET", `/api/catalogue/authors${query}`);
    expect(answer.status).toBe(200);
    expect(matchesSchema(CatalogueAuthorsResponse, answer.body)).toBe(true);
    return answer.body as CatalogueAuthorsResponse;
  };

  it("lists the teachers with their schools and the independent authors with their published courses", async () => {
    const page = await authors();
    const teacher = page.data.find((a) => a.kind === "teacher" && a.user_id === 4);
    expect(teacher).toMatchObject({
      kind: "teacher",
      user_id: 4,
      school_id: null,
      name: "Татьяна Васильева",
      avatar: null,
      schools: [{ id: 1, name: "Демо-школа" }],
    });
    const independent = page.data.filter((a) => a.kind === "author");
    expect(independent.length).toBeGreaterThan(0);
    const db = server.store.data;
    for (const author of independent) {
      const published = db.courses.filter(
        (c) =>
          c.school_id === author.school_id &&
          c.status === "published" &&
          db.courseCards.some((card) => card.course_id === c.id),
      );
      expect(author).toMatchObject({
        user_id: null,
        courses_count: published.length,
        schools: [{ id: author.school_id }],
      });
      expect(db.schoolProfiles.find((p) => p.school_id === author.school_id)?.kind).toBe("author");
    }
    expect(
      page.data.some(
        (a) => a.kind === "author" && db.schoolProfiles.find((p) => p.school_id === a.school_id)?.kind === "school",
      ),
    ).toBe(false);
    const counts = page.data.map((a) => a.courses_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("counts a teacher's published assigned courses, not drafts", async () => {
    const before = (await authors()).data.find((a) => a.user_id === 4)?.courses_count ?? 0;
    await addFixtureCourse(server.store, { settings: withDemoTeacher });
    await addFixtureCourse(server.store, { settings: withDemoTeacher, published: false });
    expect((await authors()).data.find((a) => a.user_id === 4)?.courses_count).toBe(before + 1);
    const newcomer = await addUser(server.store, "teacher", "Новый", "Преподаватель", [1]);
    expect((await authors()).data.find((a) => a.user_id === newcomer.id)).toMatchObject({
      name: "Новый Преподаватель",
      courses_count: 0,
    });
  });

  it("pages with meta", async () => {
    const all = await authors();
    const second = await authors("?page=2&per_page=1");
    expect(second.meta).toEqual({ page: 2, per_page: 1, total: all.meta.total });
    expect(second.data).toEqual(all.data.slice(1, 2));
    expect((await authors("?page=999")).data).toEqual([]);
  });

  it("access matrix: anyone, signed in or not, 200", async () => {
    for (const caller of CALLERS) {
      expect([caller, (await server.call("GET", "/api/catalogue/authors", undefined, tokens[caller])).status]).toEqual([
        caller,
        200,
      ]);
    }
  });
});
