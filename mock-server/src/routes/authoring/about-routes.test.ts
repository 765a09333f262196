import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLERS, startTestServer, tokensByCaller, type Caller, type TestServer } from "../../test-support/test-server";
import { otherSchoolOwner } from "../../test-support/authoring-test-kit";

type About = {
  data: {
    id: number;
    status: string;
    school: { name: string };
    general: { name: { value: string } };
    outline: Array<{ moduleName: string; lessons: Array<{ lessonName: string; blocks_count: number }> }>;
    lessons_count: number;
    lists: { teachers: unknown[] };
  };
};
type Options = { data: Record<string, Array<{ id: string; name: string }>> };

describe("GET /api/courses/{id}/about and GET /api/course-options", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  it("shows a published course's about page and outline to anyone, without block contents", async () => {
    const answer = await server.call("GET", "/api/courses/1/about");
    expect(answer.status).toBe(200);
    const about = (answer.body as About).data;
    expect(about).toMatchObject({
      id: 1,
      status: "published",
      school: { name: "Демо-школа" },
      general: { name: { value: "Основы Python" } },
      lessons_count: 4,
    });
    expect(about.outline.map((m) => m.moduleName)).toEqual(["Знакомство с Python", "Управляющие конструкции"]);
    expect(about.outline[0]?.lessons[0]).toMatchObject({ lessonName: "Установка и первая программа", blocks_count: 5 });
    expect(about.lists.teachers).toHaveLength(1);
    expect(answer.text).not.toContain("lessonContent");
  });

  it("shows the published copy, not the unpublished draft", async () => {
    await server.store.update((db) => {
      const content = db.courseContents.find((c) => c.course_id === 2);
      if (content !== undefined) content.draft.general.name.value = "Черновое имя";
    });
    const about = ((await server.call("GET", "/api/courses/2/about")).body as About).data;
    expect(about.general.name.value).toBe("Веб-разработка на TypeScript");
  });

  it("a draft's about page: the access matrix, another school 403, unknown 404", async () => {
    const expected: Record<Caller, number> = {
      SCHOOL_OWNER: 200,
      MANAGER: 200,
      ADMIN: 200,
      TEACHER: 403,
      STUDENT: 403,
      ANONYMOUS: 401,
    };
    for (const caller of CALLERS) {
      const answer = await server.call("GET", "/api/courses/15/about", undefined, tokens[caller]);
      expect([caller, answer.status]).toEqual([caller, expected[caller]]);
    }
    expect((await server.call("GET", "/api/courses/15/about", undefined, await otherSchoolOwner(server))).status).toBe(
      403,
    );
    expect((await server.call("GET", "/api/courses/999999/about")).status).toBe(404);
    for (const caller of CALLERS)
      expect((await server.call("GET", "/api/courses/1/about", undefined, tokens[caller])).status).toBe(200);
  });

  it("course options: SPEC §3 reference lists for anyone", async () => {
    for (const caller of CALLERS)
      expect((await server.call("GET", "/api/course-options", undefined, tokens[caller])).status).toBe(200);
    const options = ((await server.call("GET", "/api/course-options")).body as Options).data;
    expect(options.categories?.map((c) => c.name)).toContain("Программирование");
    expect(options.practices?.length).toBeGreaterThan(0);
    expect(options.certificates?.length).toBeGreaterThan(0);
    expect(options.styles?.length).toBeGreaterThan(0);
    expect(options.contentType).toHaveLength(10);
    expect(options.contentType).toContainEqual({ id: "htmlPresentation", name: "HTML-презентация" });
  });
});
