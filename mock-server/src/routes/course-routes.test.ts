import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../test-support/test-server";

type Course = {
  data: { id: number; name: string; school_id: number; status: string; version: number; created_at: string };
};

describe("POST /api/courses and GET /api/courses/{id} (GUIDE §1)", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  it("creates a draft in the creator's school: 201 { data: { id, ... } }", async () => {
    const answer = await server.call("POST", "/api/courses", { name: "  Основы TypeScript " }, tokens.SCHOOL_OWNER);
    expect(answer.status).toBe(201);
    const course = (answer.body as Course).data;
    expect(course).toEqual({
      id: expect.any(Number),
      name: "Основы TypeScript",
      school_id: 1,
      status: "draft",
      version: 1,
      created_at: "2026-03-01T09:00:00.000Z",
    });
    const read = await server.call("GET", `/api/courses/${course.id}`, undefined, tokens.SCHOOL_OWNER);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ data: course });
  });

  it("gives a new course the empty draft (SPEC §5 defaults), unpublished, written on its first save", async () => {
    const answer = await server.call("POST", "/api/courses", { name: "С содержимым" }, tokens.MANAGER);
    const id = (answer.body as Course).data.id;
    expect(server.store.data.courseContents.some((c) => c.course_id === id)).toBe(false);
    const content = await server.call("GET", `/api/courses/${id}/content`, undefined, tokens.MANAGER);
    const draft = (
      content.body as {
        data: {
          version: number;
          course: {
            general: { name: { value: string } };
            moduleList: unknown[];
            additional: { price: { value: string } };
          };
        };
      }
    ).data;
    expect(draft.version).toBe(1);
    expect(draft.course.general.name.value).toBe("С содержимым");
    expect(draft.course.moduleList).toEqual([]);
    expect(draft.course.additional.price.value).toBe("0");
  });

  it("lets only SCHOOL_OWNER, MANAGER and ADMIN create", async () => {
    const expected: Record<Caller, number> = {
      SCHOOL_OWNER: 201,
      MANAGER: 201,
      ADMIN: 201,
      TEACHER: 403,
      STUDENT: 403,
      ANONYMOUS: 401,
    };
    for (const caller of Object.keys(expected) as Caller[]) {
      const answer = await server.call("POST", "/api/courses", { name: `Курс ${caller}` }, tokens[caller]);
      expect([caller, answer.status]).toEqual([caller, expected[caller]]);
    }
  });

  it("shows a draft only to its school's staff and admins", async () => {
    const created = (await server.call("POST", "/api/courses", { name: "Черновик" }, tokens.MANAGER)).body as Course;
    const expected: Record<Caller, number> = {
      SCHOOL_OWNER: 200,
      MANAGER: 200,
      ADMIN: 200,
      TEACHER: 200,
      STUDENT: 403,
      ANONYMOUS: 401,
    };
    for (const caller of Object.keys(expected) as Caller[]) {
      const answer = await server.call("GET", `/api/courses/${created.data.id}`, undefined, tokens[caller]);
      expect([caller, answer.status]).toEqual([caller, expected[caller]]);
    }
  });

  it("shows a published course to everyone", async () => {
    const created = (await server.call("POST", "/api/courses", { name: "Открытый" }, tokens.SCHOOL_OWNER))
      .body as Course;
    await server.store.update((db) => {
      const course = db.courses.find((c) => c.id === created.data.id);
      if (course !== undefined) course.status = "published";
    });
    for (const caller of ["STUDENT", "ANONYMOUS", "TEACHER"] as const) {
      expect((await server.call("GET", `/api/courses/${created.data.id}`, undefined, tokens[caller])).status).toBe(200);
    }
  });

  it("validates the name and answers 404 for unknown ids", async () => {
    const empty = await server.call("POST", "/api/courses", { name: " " }, tokens.ADMIN);
    expect(empty.status).toBe(422);
    expect(validationOf(empty.body)).toEqual({ name: ["Обязательное поле"] });
    const long = await server.call("POST", "/api/courses", { name: "x".repeat(257) }, tokens.ADMIN);
    expect(validationOf(long.body)).toEqual({ name: ["Не должно превышать 256 символов"] });
    expect((await server.call("GET", "/api/courses/999999", undefined, tokens.ADMIN)).status).toBe(404);
    expect((await server.call("GET", "/api/courses/abc", undefined, tokens.ADMIN)).status).toBe(404);
  });

  it("never loses one of many concurrent creates, and ids are unique", async () => {
    const before = server.store.data.courses.length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.call("POST", "/api/courses", { name: `Параллельно ${i}` }, tokens.SCHOOL_OWNER),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const ids = answers.map((a) => (a.body as Course).data.id);
    expect(new Set(ids).size).toBe(50);
    expect(server.store.data.courses.length).toBe(before + 50);
  });
});
