import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseBody } from "@app/domain/api/course-content";
import {
  CALLERS,
  errorMessage,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { otherSchoolOwner, readContent } from "../../test-support/authoring-test-kit";
import { type ExportDoc, type Report, withoutIds } from "./transfer-routes.fixtures";

describe("GET /api/courses/{id}/export and POST /api/courses/import", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let python: ExportDoc;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    python = (await server.call("GET", "/api/courses/1/export", undefined, tokens.SCHOOL_OWNER)).body as ExportDoc;
  });
  afterAll(() => server.close());

  it("exports the draft as a JSON document, as an attachment with a Cyrillic file name", async () => {
    const answer = await server.call("GET", "/api/courses/1/export", undefined, tokens.MANAGER);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="course-1.json"; filename*=UTF-8''${encodeURIComponent("Основы Python.json")}`,
    );
    const doc = answer.body as ExportDoc;
    expect(doc).toMatchObject({
      format: "course-platform/course",
      format_version: 1,
      exported_at: "2026-03-01T09:00:00.000Z",
    });
    expect(doc.course).toEqual((await readContent(server, 1, tokens.SCHOOL_OWNER)).course);
  });

  it("a dry run reports what would be imported and writes nothing", async () => {
    const before = server.store.data.courses.length;
    const answer = await server.call("POST", "/api/courses/import?dry_run=true", python, tokens.SCHOOL_OWNER);
    expect(answer.status).toBe(200);
    const report = (answer.body as Report).data;
    expect(report).toMatchObject({
      dry_run: true,
      course_id: null,
      // The school has a course of that name: the import gets the copy's name.
      name: "Основы Python (копия)",
      imported: { modules: 2, lessons: 4, tasks: 3 },
    });
    expect(Object.keys(report.imported.blocks).sort()).toEqual([
      "audio",
      "document",
      "file",
      "freeTask",
      "htmlPresentation",
      "image",
      "presentation",
      "test",
      "text",
      "video",
    ]);
    // The seeded media are files of this server, so they travel; a file another server holds does not.
    expect(report.skipped.some((s) => s.path.endsWith(".content.file"))).toBe(false);
    const seededFile = /"5eed0000-[0-9a-f-]+"/.exec(JSON.stringify(python))?.[0] ?? "";
    expect(seededFile).not.toBe("");
    const foreign = JSON.parse(
      JSON.stringify(python).replace(seededFile, '"0ddf11e0-0000-4000-8000-000000000000"'),
    ) as unknown;
    const elsewhere = (await server.call("POST", "/api/courses/import?dry_run=true", foreign, tokens.SCHOOL_OWNER))
      .body as Report;
    expect(
      elsewhere.data.skipped.filter(
        (s) => s.path.endsWith(".content.file") && s.reason.includes("не найден на этом сервере"),
      ),
    ).toHaveLength(1);
    expect(report.skipped).toContainEqual({
      path: "course.settings.accesses.teachers",
      reason: "Назначенные преподаватели не переносятся между серверами",
    });
    expect(server.store.data.courses.length).toBe(before);
  });

  it("imports as a new draft in the caller's school with fresh ids: 201", async () => {
    const answer = await server.call("POST", "/api/courses/import", python, tokens.MANAGER);
    expect(answer.status).toBe(201);
    const report = (answer.body as Report).data;
    expect(report.dry_run).toBe(false);
    const id = report.course_id ?? 0;
    expect(report.name).toBe("Основы Python (копия)");
    expect(server.store.data.courses.find((c) => c.id === id)).toMatchObject({
      name: "Основы Python (копия)",
      school_id: 1,
      status: "draft",
      version: 1,
    });
    const { course } = await readContent(server, id, tokens.MANAGER);
    expect(course.moduleList.map((m) => m.lessons.length)).toEqual([2, 2]);
    const oldIds = new Set(python.course.moduleList.flatMap((m) => [m.moduleID, ...m.lessons.map((l) => l.lessonID)]));
    for (const m of course.moduleList) {
      expect(m.moduleID).toMatch(/^\d+$/);
      expect(oldIds.has(m.moduleID)).toBe(false);
      for (const l of m.lessons) expect(oldIds.has(l.lessonID)).toBe(false);
    }
    expect(course.settings.accesses.teachers).toEqual([]);
    // Re-imported identically: the same course but for the ids and what does not travel.
    const travelled = {
      ...python.course,
      general: { ...python.course.general, name: { ...python.course.general.name, value: "Основы Python (копия)" } },
      settings: { ...python.course.settings, accesses: { ...python.course.settings.accesses, teachers: [], link: "" } },
    };
    expect(withoutIds(course)).toEqual(withoutIds(travelled));
  });

  it("is tolerant: imports what it can and reports the rest with paths and Russian reasons", async () => {
    const broken = {
      format: "course-platform/course",
      format_version: 1,
      course: {
        general: { name: { value: "Ломаный курс" } },
        lists: {
          results: [
            { id: "1", name: "x".repeat(50), description: "", color: "", position: 0, status: "active" },
            { bad: true },
          ],
        },
        moduleList: [
          {
            moduleName: "Раздел",
            lessons: [
              {
                lessonName: "Урок",
                lessonContent: [
                  { content: { _tag: "text", text: "ok" } },
                  { content: { _tag: "hologram" } },
                  { content: { _tag: "test", name: "без вопросов" } },
                ],
              },
              { lessonContent: [] },
            ],
          },
          { lessons: [] },
        ],
      },
    };
    const answer = await server.call("POST", "/api/courses/import?dry_run=true", broken, tokens.ADMIN);
    expect(answer.status).toBe(200);
    const report = (answer.body as Report).data;
    expect(report.imported).toEqual({ modules: 1, lessons: 1, tasks: 0, blocks: { text: 1 } });
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        {
          path: "course.general",
          reason: "Эта часть повреждена и не будет импортирована: используются значения по умолчанию",
        },
        { path: "course.lists.results.0.name", reason: "Не должно превышать 45 символов" },
        { path: "course.lists.results.1", reason: "Элемент повреждён или в нём нет обязательного поля" },
        { path: "course.moduleList.0.lessons.0.lessonContent.1", reason: "Неизвестный тип блока «hologram»" },
        {
          path: "course.moduleList.0.lessons.0.lessonContent.2",
          reason: "Блок «test» повреждён или в нём нет обязательного поля",
        },
        { path: "course.moduleList.0.lessons.1", reason: "Нет обязательного поля «lessonName»" },
        { path: "course.moduleList.1", reason: "Нет обязательного поля «moduleName»" },
      ]),
    );
    expect(report.name).toBe("Ломаный курс");
  });

  it("422 for a file that is not an export document, or of another version", async () => {
    for (const body of [{ hello: 1 }, [1, 2], "text", { format: "other", format_version: 1, course: {} }]) {
      const answer = await server.call("POST", "/api/courses/import", JSON.stringify(body), tokens.ADMIN);
      expect(answer.status).toBe(422);
      expect(errorMessage(answer.body)).toMatch(/^Файл не является экспортом курса/);
      expect(validationOf(answer.body)?.file).toHaveLength(1);
    }
    const v2 = await server.call(
      "POST",
      "/api/courses/import",
      { format: "course-platform/course", format_version: 2, course: {} },
      tokens.ADMIN,
    );
    expect(errorMessage(v2.body)).toBe("Версия формата 2 не поддерживается, ожидается 1");
    expect((await server.call("POST", "/api/courses/import?dry_run=maybe", python, tokens.ADMIN)).status).toBe(422);
  });

  it("accepts a body over the general 1 MB limit on this route only", async () => {
    const big = {
      ...python,
      course: { ...python.course, general: { ...python.course.general, summary: "я".repeat(1_500_000) } },
    };
    expect((await server.call("POST", "/api/courses/import?dry_run=true", big, tokens.ADMIN)).status).toBe(200);
    expect(
      (await server.call("PUT", "/api/courses/1/content", { version: 1, course: big.course }, tokens.ADMIN)).status,
    ).toBe(413);
  });

  it("access matrices; another school's owner cannot export; 404", async () => {
    const exportExpected: Record<Caller, number> = {
      SCHOOL_OWNER: 200,
      MANAGER: 200,
      ADMIN: 200,
      TEACHER: 403,
      STUDENT: 403,
      ANONYMOUS: 401,
    };
    const importExpected: Record<Caller, number> = {
      SCHOOL_OWNER: 200,
      MANAGER: 200,
      ADMIN: 200,
      TEACHER: 403,
      STUDENT: 403,
      ANONYMOUS: 401,
    };
    for (const caller of CALLERS) {
      const exported = await server.call("GET", "/api/courses/2/export", undefined, tokens[caller]);
      expect([caller, exported.status]).toEqual([caller, exportExpected[caller]]);
      const imported = await server.call("POST", "/api/courses/import?dry_run=true", python, tokens[caller]);
      expect([caller, imported.status]).toEqual([caller, importExpected[caller]]);
    }
    expect((await server.call("GET", "/api/courses/2/export", undefined, await otherSchoolOwner(server))).status).toBe(
      403,
    );
    expect((await server.call("GET", "/api/courses/999999/export", undefined, tokens.ADMIN)).status).toBe(404);
  });

  it("a second import of the same name gets `(копия 2)`", async () => {
    const answer = await server.call("POST", "/api/courses/import", python, tokens.ADMIN);
    expect((answer.body as Report).data.name).toMatch(/^Основы Python \(копия( \d+)?\)$/);
    const again = await server.call("POST", "/api/courses/import?dry_run=true", python, tokens.ADMIN);
    expect((again.body as Report).data.name).not.toBe((answer.body as Report).data.name);
  });
});

describe("POST /api/courses/{id}/copy", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  it("copies the draft into a new draft `… (копия)` of the same school, with fresh ids: 201", async () => {
    const answer = await server.call("POST", "/api/courses/1/copy", undefined, tokens.MANAGER);
    expect(answer.status).toBe(201);
    const { id, name } = (answer.body as { data: { id: number; name: string } }).data;
    expect(name).toBe("Основы Python (копия)");
    expect(server.store.data.courses.find((c) => c.id === id)).toMatchObject({ name, school_id: 1, status: "draft" });
    const original = (await readContent(server, 1, tokens.MANAGER)).course;
    const { course } = await readContent(server, id, tokens.MANAGER);
    expect(course.general.name.value).toBe(name);
    const ids = (body: CourseBody) =>
      body.moduleList.flatMap((m) => [
        `m${m.moduleID}`,
        ...m.lessons.flatMap((l) => [
          `l${l.lessonID}`,
          ...l.lessonContent.map((b) => `b${b.contentBlockID}`),
          ...l.tasks.flatMap((t) => [`t${t.taskID}`, ...t.taskContent.map((b) => `b${b.contentBlockID}`)]),
        ]),
      ]);
    const old = new Set(ids(original));
    expect(ids(course).length).toBe(ids(original).length);
    for (const fresh of ids(course)) expect(old.has(fresh)).toBe(false);
    const rest = (body: CourseBody) => withoutIds({ ...body, general: { ...body.general, name: "" } });
    expect(rest(course)).toEqual(rest(original));
    // A second copy takes the next free name; the original is untouched.
    const second = await server.call("POST", "/api/courses/1/copy", undefined, tokens.SCHOOL_OWNER);
    expect((second.body as { data: { name: string } }).data.name).toBe("Основы Python (копия 2)");
    expect((await readContent(server, 1, tokens.MANAGER)).course).toEqual(original);
  });

  it("access: the course's staff only; another school's owner 403; 404", async () => {
    const expected: Record<Caller, number> = {
      SCHOOL_OWNER: 201,
      MANAGER: 201,
      ADMIN: 201,
      TEACHER: 403,
      STUDENT: 403,
      ANONYMOUS: 401,
    };
    for (const caller of CALLERS) {
      const copied = await server.call("POST", "/api/courses/2/copy", undefined, tokens[caller]);
      expect([caller, copied.status]).toEqual([caller, expected[caller]]);
    }
    expect((await server.call("POST", "/api/courses/2/copy", undefined, await otherSchoolOwner(server))).status).toBe(
      403,
    );
    expect((await server.call("POST", "/api/courses/999999/copy", undefined, tokens.ADMIN)).status).toBe(404);
  });
});
