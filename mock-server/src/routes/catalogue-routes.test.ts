import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Result from "effect/Result";
import {
  CatalogueCoursesResponse,
  CategoriesResponse,
  SchoolPageResponse,
  SchoolsResponse,
} from "@app/domain/api/catalogue";
import { decodeWith } from "@app/domain/api/decode";
import { startTestServer, type TestServer } from "../test-support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const decoded = <T>(result: Result.Result<T, unknown>): T => {
  if (Result.isFailure(result)) throw new Error(JSON.stringify(result.failure));
  return result.success;
};

describe("public catalogue", () => {
  it("pages through the published courses, newest first, with no token", async () => {
    const first = await server.call("GET", "/api/catalogue/courses?page=1&per_page=6");
    expect(first.status).toBe(200);
    const page1 = decoded(decodeWith(CatalogueCoursesResponse)(first.body));
    expect(page1.meta).toEqual({ page: 1, per_page: 6, total: 17 });
    expect(page1.data).toHaveLength(6);
    const last = decoded(
      decodeWith(CatalogueCoursesResponse)((await server.call("GET", "/api/catalogue/courses?page=3&per_page=6")).body),
    );
    expect(last.data).toHaveLength(5);
    const ids = new Set([...page1.data, ...last.data].map((c) => c.id));
    expect(ids.size).toBe(11);
  });

  it("never shows a draft", async () => {
    const all = decoded(
      decodeWith(CatalogueCoursesResponse)((await server.call("GET", "/api/catalogue/courses?per_page=100")).body),
    );
    const drafts = server.store.data.courses.filter((c) => c.status === "draft").map((c) => c.id);
    expect(drafts.length).toBeGreaterThan(0);
    expect(all.data.some((c) => drafts.includes(c.id))).toBe(false);
  });

  it("filters by category, and lists only the categories in use", async () => {
    const categories = decoded(
      decodeWith(CategoriesResponse)((await server.call("GET", "/api/catalogue/categories")).body),
    ).data;
    expect(categories.map((c) => c.name)).toContain("Дизайн");
    const design = categories.find((c) => c.name === "Дизайн");
    const filtered = decoded(
      decodeWith(CatalogueCoursesResponse)(
        (await server.call("GET", `/api/catalogue/courses?category=${design?.id}`)).body,
      ),
    );
    expect(filtered.meta.total).toBe(2);
    expect(filtered.data.every((c) => c.category?.name === "Дизайн")).toBe(true);
  });

  it("tolerates garbage paging and an unknown category", async () => {
    const answer = await server.call("GET", "/api/catalogue/courses?page=-1&per_page=abc&category=x");
    expect(answer.status).toBe(200);
    expect(decoded(decodeWith(CatalogueCoursesResponse)(answer.body)).meta).toMatchObject({ page: 1, per_page: 12 });
    const none = decoded(
      decodeWith(CatalogueCoursesResponse)((await server.call("GET", "/api/catalogue/courses?category=999")).body),
    );
    expect(none.meta.total).toBe(0);
  });

  it("lists schools and authors, and a school's page with its courses", async () => {
    const schools = decoded(decodeWith(SchoolsResponse)((await server.call("GET", "/api/schools")).body));
    expect(schools.data.map((s) => s.kind).sort()).toEqual(["author", "school", "school"]);
    expect(schools.data[0]?.courses_count).toBe(14);
    const page = decoded(decodeWith(SchoolPageResponse)((await server.call("GET", "/api/schools/1")).body)).data;
    expect(page.courses).toHaveLength(14);
    expect(page.courses.every((c) => c.school.id === 1)).toBe(true);
  });

  it("answers 404 in the error shape for an unknown school", async () => {
    for (const path of ["/api/schools/999", "/api/schools/abc"]) {
      const answer = await server.call("GET", path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: { message: "Страница не найдена!" } });
    }
  });
});
