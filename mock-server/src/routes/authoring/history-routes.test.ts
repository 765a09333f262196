import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentPatch } from "@app/domain/course/content-patch";
import {
  errorMessage,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { createCourse, otherSchoolOwner, readContent, unassignedTeacher } from "../../test-support/authoring-test-kit";
import {
  UUID,
  text,
  type Entry,
  type ListAnswer,
  type VersionAnswer,
  type DiffAnswer,
  TREE,
} from "./history-routes.fixtures";

describe("/api/courses/{id}/history", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  const patch = (id: number, version: number, body: ContentPatch, caller: Caller = "SCHOOL_OWNER") =>
    server.call("PATCH", `/api/courses/${id}/content`, { version, patch: body }, tokens[caller]);
  const list = async (id: number, query = ""): Promise<ListAnswer> => {
    const answer = await server.call("GET", `/api/courses/${id}/history${query}`, undefined, tokens.SCHOOL_OWNER);
    expect(answer.status).toBe(200);
    return answer.body as ListAnswer;
  };
  const version = async (id: number, n: number): Promise<VersionAnswer["data"]> => {
    const answer = await server.call("GET", `/api/courses/${id}/history/${n}`, undefined, tokens.SCHOOL_OWNER);
    expect(answer.status).toBe(200);
    return (answer.body as VersionAnswer).data;
  };

  /** A course with three saves: the owner adds a section of two lessons, the manager edits a block, the owner deletes a lesson. */
  const threeSaves = async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Курс с историей");
    const first = await patch(id, 1, TREE);
    expect(first.status).toBe(200);
    const ids = new Map(
      (first.body as { data: { assignments: Array<{ tempID: string; id: string }> } }).data.assignments.map((a) => [
        a.tempID,
        a.id,
      ]),
    );
    const moduleID = ids.get(UUID(1)) ?? "";
    const lessonID = ids.get(UUID(2)) ?? "";
    const otherLessonID = ids.get(UUID(5)) ?? "";
    const blockID = ids.get(UUID(4)) ?? "";
    const edit = await patch(
      id,
      2,
      {
        modules: [],
        lessons: [
          {
            lessonID,
            lessonName: "Переменные",
            is_trial: false,
            content: { blocks: [text(blockID, "Второй, исправлен")] },
          },
        ],
        tasks: [],
      },
      "MANAGER",
    );
    expect(edit.status).toBe(200);
    const removal = await patch(id, 3, {
      modules: [{ moduleID, moduleName: "Введение", lessonOrder: [lessonID] }],
      lessons: [],
      tasks: [],
    });
    expect(removal.status).toBe(200);
    return { id, moduleID, lessonID, otherLessonID, blockID };
  };

  it("lists every save newest first with its author, kind and summary; filters by section and lesson", async () => {
    const { id, moduleID, lessonID, otherLessonID } = await threeSaves();
    const answer = await list(id);
    expect(answer.meta).toEqual({
      page: 1,
      per_page: 12,
      total: 4,
      current_version: 4,
      published_version: null,
      latest_version: 4,
    });
    expect(answer.data.map((e) => [e.version, e.kind, e.author?.email])).toEqual([
      [4, "save", "owner@demo.ru"],
      [3, "save", "manager@demo.ru"],
      [2, "save", "owner@demo.ru"],
      [1, "created", "owner@demo.ru"],
    ]);
    for (const entry of answer.data) expect(entry.summary.length).toBeGreaterThan(0);
    expect(answer.data[0]?.changed.lessons).toContain(otherLessonID);
    expect(answer.data[1]?.changed.lessons).toEqual([lessonID]);
    expect(answer.data[1]?.changed.modules).toEqual([moduleID]);

    expect((await list(id, `?lesson=${lessonID}`)).data.map((e) => e.version)).toEqual([3, 2]);
    expect((await list(id, `?section=${moduleID}`)).data.map((e) => e.version)).toEqual([4, 3, 2]);
    const paged = await list(id, "?page=2&per_page=3");
    expect(paged.data.map((e) => e.version)).toEqual([1]);
    expect(paged.meta.total).toBe(4);
  });

  it("opens a version as it was, with what it changed; an unknown version is 404", async () => {
    const { id, blockID } = await threeSaves();
    const second = await version(id, 2);
    expect(second.entry.version).toBe(2);
    const lessons = second.course.moduleList[0]?.lessons ?? [];
    expect(lessons.map((l) => l.lessonName)).toEqual(["Переменные", "Циклы"]);
    expect(lessons[0]?.lessonContent.map((b) => b.content)).toEqual([
      { _tag: "text", text: "Первый" },
      { _tag: "text", text: "Второй" },
    ]);
    const third = await version(id, 3);
    expect(third.entry.changed.blocks).toEqual([blockID]);
    const current = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(JSON.stringify((await version(id, 4)).course)).toBe(JSON.stringify(current.course));

    const missing = await server.call("GET", `/api/courses/${id}/history/99`, undefined, tokens.SCHOOL_OWNER);
    expect(missing.status).toBe(404);
    expect(errorMessage(missing.body)).toBe("Версия не найдена");
  });

  it("diffs two versions; against the published copy of a course never published it is 422", async () => {
    const { id } = await threeSaves();
    const diff = await server.call(
      "GET",
      `/api/courses/${id}/history/diff?from=2&to=draft`,
      undefined,
      tokens.SCHOOL_OWNER,
    );
    expect(diff.status).toBe(200);
    const data = (diff.body as DiffAnswer).data;
    expect([data.from, data.to]).toEqual([2, 4]);
    expect(data.changes.map((c) => [c.kind, c.level])).toEqual(
      expect.arrayContaining([
        ["changed", "block"],
        ["deleted", "lesson"],
      ]),
    );
    const unpublished = await server.call("GET", `/api/courses/${id}/history/diff`, undefined, tokens.SCHOOL_OWNER);
    expect(unpublished.status).toBe(422);
    expect(validationOf(unpublished.body)).toEqual({ from: ["Курс ещё не опубликован"] });
  });

  it("restores a whole version, a lesson and a block as new versions; stale is 409, an unknown lesson 422", async () => {
    const { id, lessonID, otherLessonID, blockID } = await threeSaves();
    const restore = (from: number, body: object) =>
      server.call("POST", `/api/courses/${id}/history/${from}/restore`, body, tokens.SCHOOL_OWNER);

    const stale = await restore(2, { version: 3 });
    expect(stale.status).toBe(409);
    expect(errorMessage(stale.body)).toBe("Курс изменён в другом окне. Обновите страницу");

    const lesson = await restore(2, { version: 4, lessonID: otherLessonID });
    expect(lesson.status).toBe(200);
    expect(lesson.body).toEqual({ data: { version: 5 } });
    const withLesson = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(withLesson.course.moduleList[0]?.lessons.map((l) => [l.lessonID, l.lessonName])).toEqual([
      [lessonID, "Переменные"],
      [otherLessonID, "Циклы"],
    ]);

    const block = await restore(2, { version: 5, blockID });
    expect(block.status).toBe(200);
    const withBlock = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(withBlock.course.moduleList[0]?.lessons[0]?.lessonContent[1]?.content).toEqual({
      _tag: "text",
      text: "Второй",
    });

    const whole = await restore(1, { version: 6 });
    expect(whole.status).toBe(200);
    const after = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(after.version).toBe(7);
    expect(after.course.moduleList).toEqual([]);
    const top = (await list(id)).data[0];
    expect([top?.version, top?.kind, top?.restored_from]).toEqual([7, "restore", 1]);

    const unknownLesson = await restore(2, { version: 7, lessonID: "999999" });
    expect(unknownLesson.status).toBe(422);
    expect(validationOf(unknownLesson.body)).toEqual({ lessonID: ["Урок не найден в этой версии"] });
    const unknownBlock = await restore(2, { version: 7, blockID: "999999" });
    expect(validationOf(unknownBlock.body)).toEqual({ blockID: ["Блок не найден в этой версии"] });
    const unknownVersion = await restore(99, { version: 7 });
    expect(unknownVersion.status).toBe(404);
  });

  it("a version is named, renamed and unnamed by its staff; a long name, an unknown version and a teacher are refused", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Курс с именами версий");
    const name = (n: number, value: string, caller: Caller = "SCHOOL_OWNER") =>
      server.call("PUT", `/api/courses/${id}/history/${n}/name`, { name: value }, tokens[caller]);
    const named = await name(1, "  Перед запуском ");
    expect(named.status).toBe(200);
    expect((named.body as { data: Entry }).data).toMatchObject({ version: 1, name: "Перед запуском" });
    expect((await list(id)).data[0]?.name).toBe("Перед запуском");
    expect((await version(id, 1)).entry.name).toBe("Перед запуском");
    expect((await name(1, "Запуск", "MANAGER")).status).toBe(200);
    expect((await list(id)).data[0]?.name).toBe("Запуск");
    const long = await name(1, "я".repeat(121));
    expect(long.status).toBe(422);
    expect(validationOf(long.body)).toEqual({ name: ["Не должно превышать 120 символов"] });
    expect((await name(99, "Нет такой")).status).toBe(404);
    expect((await name(1, "Учитель", "TEACHER")).status).toBe(403);
    expect((await name(1, "   ")).status).toBe(200);
    expect((await list(id)).data[0]).not.toHaveProperty("name");
  });

  it("publishing marks the version; discard returns the draft to it, then there is nothing to discard", async () => {
    const id = 1;
    const before = await readContent(server, id, tokens.SCHOOL_OWNER);
    const publish = await server.call("POST", `/api/courses/${id}/publish`, undefined, tokens.SCHOOL_OWNER);
    expect(publish.status).toBe(200);
    const lesson = before.course.moduleList[0]?.lessons[0];
    if (lesson === undefined) throw new Error("demo course 1 has a lesson");
    const edit = await patch(id, before.version, {
      modules: [],
      lessons: [{ lessonID: lesson.lessonID, lessonName: "Другое название", is_trial: lesson.is_trial }],
      tasks: [],
    });
    expect(edit.status).toBe(200);
    const listed = await list(id);
    expect(listed.meta.published_version).toBe(before.version);
    expect(listed.data.find((e) => e.version === before.version)?.published).toBe(true);
    const diff = (await server.call("GET", `/api/courses/${id}/history/diff`, undefined, tokens.SCHOOL_OWNER))
      .body as DiffAnswer;
    expect([diff.data.from, diff.data.to]).toEqual([before.version, before.version + 1]);
    expect(diff.data.changes.length).toBeGreaterThan(0);

    const discard = (version: number) =>
      server.call("POST", `/api/courses/${id}/history/discard`, { version }, tokens.SCHOOL_OWNER);
    expect((await discard(before.version)).status).toBe(409);
    const done = await discard(before.version + 1);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: { version: before.version + 2 } });
    const after = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(JSON.stringify(after.course)).toBe(JSON.stringify(before.course));
    const again = await discard(before.version + 2);
    expect(again.status).toBe(422);
    expect(validationOf(again.body)).toEqual({ version: ["Неопубликованных изменений нет"] });
    expect((await list(id)).data[0]?.kind).toBe("discard");
  });

  it("a teacher not assigned to the course and another school's owner get 403 on every history route", async () => {
    const teacher = await unassignedTeacher(server);
    const stranger = await otherSchoolOwner(server);
    for (const token of [teacher, stranger]) {
      const got = [
        (await server.call("GET", "/api/courses/1/history", undefined, token)).status,
        (await server.call("GET", "/api/courses/1/history/1", undefined, token)).status,
        (await server.call("GET", "/api/courses/1/history/diff", undefined, token)).status,
        (await server.call("POST", "/api/courses/1/history/1/restore", { version: 1 }, token)).status,
        (await server.call("POST", "/api/courses/1/history/discard", { version: 1 }, token)).status,
      ];
      expect(got).toEqual([403, 403, 403, 403, 403]);
    }
  });

  it("a course never published has nothing to discard from", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Черновик");
    const answer = await server.call("POST", `/api/courses/${id}/history/discard`, { version: 1 }, tokens.SCHOOL_OWNER);
    expect(answer.status).toBe(422);
    expect(validationOf(answer.body)).toEqual({ version: ["Курс ещё не опубликован"] });
  });
});
