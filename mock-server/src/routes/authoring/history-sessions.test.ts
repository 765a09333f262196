import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseBody } from "@app/domain/api/course-content";
import type { ContentPatch } from "@app/domain/course/content-patch";
import { SESSION_PAUSE_MS } from "@app/domain/course-history/editing-session";
import { startTestServer, tokensByCaller, type Caller, type TestServer } from "../../test-support/test-server";
import { createCourse, readContent } from "../../test-support/authoring-test-kit";

type Entry = { version: number; kind: string; summary: string[]; author: { email: string } | null; published: boolean };
type ListAnswer = { data: Entry[]; meta: { current_version: number; latest_version: number } };
type DiffAnswer = { data: { changes: Array<{ kind: string; level: string; label: string }> } };

const UUID = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const MINUTE = 60_000;

/** Issue #29: one version per editing session, no version without a content change, settings not versioned. */
describe("course history: editing sessions and settings (issue #29)", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  /** Moves the server's clock, with fresh tokens (an access token lasts 15 minutes). */
  const pass = async (ms: number): Promise<void> => {
    server.now += ms;
    tokens = await tokensByCaller(server);
  };
  const patch = async (id: number, body: ContentPatch, caller: Caller = "SCHOOL_OWNER", extra: object = {}) => {
    const { version } = await readContent(server, id, tokens[caller]);
    const answer = await server.call(
      "PATCH",
      `/api/courses/${id}/content`,
      { version, patch: body, ...extra },
      tokens[caller],
    );
    expect(answer.status).toBe(200);
    return answer.body as { data: { version: number; assignments: Array<{ tempID: string; id: string }> } };
  };
  const list = async (id: number): Promise<ListAnswer> => {
    const answer = await server.call("GET", `/api/courses/${id}/history`, undefined, tokens.SCHOOL_OWNER);
    expect(answer.status).toBe(200);
    return answer.body as ListAnswer;
  };
  const rename = (name: string, general: CourseBody["general"]): ContentPatch => ({
    general: { ...general, name: { value: name } },
    modules: [],
    lessons: [],
    tasks: [],
  });
  const withSettings = (settings: CourseBody["settings"]): ContentPatch => ({
    settings,
    modules: [],
    lessons: [],
    tasks: [],
  });

  it("saves by one author minutes apart are one version, named by its whole change; a longer pause, Сохранить or another author start the next", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Сеансы");
    const { general } = (await readContent(server, id, tokens.SCHOOL_OWNER)).course;
    const first = await patch(id, {
      moduleOrder: [UUID(1)],
      modules: [{ moduleID: UUID(1), moduleName: "", lessonOrder: [] }],
      lessons: [],
      tasks: [],
    });
    const moduleID = first.data.assignments.find((a) => a.tempID === UUID(1))?.id ?? "";
    await pass(2 * MINUTE);
    await patch(id, { modules: [{ moduleID, moduleName: "Введе" }], lessons: [], tasks: [] });
    await pass(SESSION_PAUSE_MS);
    const third = await patch(id, { modules: [{ moduleID, moduleName: "Введение" }], lessons: [], tasks: [] });
    let answer = await list(id);
    // Version 1 (created) and one version of three saves: the course's version moved on three times.
    expect(answer.data.map((e) => [e.version, e.kind])).toEqual([
      [4, "save"],
      [1, "created"],
    ]);
    expect(third.data.version).toBe(4);
    expect(answer.data[0]?.summary).toEqual(["Добавлен раздел «Введение»"]);
    expect(answer.meta).toMatchObject({ current_version: 4, latest_version: 4 });
    // The first save's course version opens as the session's version.
    const opened = await server.call("GET", `/api/courses/${id}/history/2`, undefined, tokens.SCHOOL_OWNER);
    expect((opened.body as { data: { entry: Entry } }).data.entry.version).toBe(4);

    // A pause longer than the session's: a new version.
    await pass(SESSION_PAUSE_MS + MINUTE);
    await patch(id, rename("Сеансы 2", general));
    // Сохранить ends it: the next save, a minute later, is a version of its own.
    await pass(MINUTE);
    await patch(id, rename("Сеансы 3", general), "SCHOOL_OWNER", { end_version: true });
    await pass(MINUTE);
    await patch(id, rename("Сеансы 4", general));
    // Another author, a minute later: a new version too.
    await pass(MINUTE);
    await patch(id, rename("Сеансы 5", general), "MANAGER");
    answer = await list(id);
    expect(answer.data.map((e) => [e.version, e.author?.email])).toEqual([
      [8, "manager@demo.ru"],
      [7, "owner@demo.ru"],
      [6, "owner@demo.ru"],
      [4, "owner@demo.ru"],
      [1, "owner@demo.ru"],
    ]);
  });

  it("a save of settings alone (or of nothing) makes no version; Сохранить with nothing to send still ends the session", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Настройки");
    const { course } = await readContent(server, id, tokens.SCHOOL_OWNER);
    await patch(id, rename("Настройки 1", course.general));
    const settings = {
      ...course.settings,
      actions: { ...course.settings.actions, commentsEnable: true },
      accesses: { ...course.settings.accesses, isSetMaxCount: true, maxCount: "12" },
    };
    await patch(id, withSettings(settings));
    await patch(id, { modules: [], lessons: [], tasks: [] }, "SCHOOL_OWNER", { end_version: true });
    let answer = await list(id);
    expect(answer.data.map((e) => e.version)).toEqual([2, 1]);
    expect(answer.meta).toMatchObject({ current_version: 4, latest_version: 2 });
    expect(answer.data[0]?.summary).toEqual(["Изменено название курса"]);
    // The session ended with the empty Сохранить: the next save is a new version.
    await patch(id, rename("Настройки 2", course.general));
    answer = await list(id);
    expect(answer.data.map((e) => e.version)).toEqual([5, 2, 1]);
    expect((await readContent(server, id, tokens.SCHOOL_OWNER)).course.settings.accesses.maxCount).toBe("12");
  });

  it("settings saved on a published course reach its students at once, and are no unpublished change", async () => {
    // Demo course 4: published, comments off, the demo student enrolled.
    const id = 4;
    const student = await server.login("student@demo.ru");
    const studentView = async () => {
      const answer = await server.call("GET", `/api/my-courses/${id}`, undefined, student.token);
      expect(answer.status).toBe(200);
      return (answer.body as { data: { settings: CourseBody["settings"] } }).data.settings;
    };
    expect((await studentView()).actions.commentsEnable).toBe(false);
    const before = await list(id);
    const { course } = await readContent(server, id, tokens.SCHOOL_OWNER);
    await patch(
      id,
      withSettings({ ...course.settings, actions: { ...course.settings.actions, commentsEnable: true } }),
    );
    expect((await studentView()).actions.commentsEnable).toBe(true);
    expect((await list(id)).data.map((e) => e.version)).toEqual(before.data.map((e) => e.version));
    const cards = await server.call("GET", "/api/created-courses?per_page=100", undefined, tokens.SCHOOL_OWNER);
    const card = (cards.body as { data: Array<{ id: number; status: string }> }).data.find((c) => c.id === id);
    expect(card?.status).toBe("published");
    const diff = await server.call("GET", `/api/courses/${id}/history/diff`, undefined, tokens.SCHOOL_OWNER);
    expect((diff.body as DiffAnswer).data.changes).toEqual([]);
  });

  it("a restore changes the content only: teachers, seats, flags and the link stay as they are now", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Восстановление");
    const { course } = await readContent(server, id, tokens.SCHOOL_OWNER);
    await patch(id, rename("Первое название", course.general));
    const settings: CourseBody["settings"] = {
      ...course.settings,
      actions: { ...course.settings.actions, commentsEnable: true, longreadContent: true, showClassmates: false },
      accesses: { ...course.settings.accesses, teachers: ["4"], isSetMaxCount: true, maxCount: "25" },
      payments: [{ id: "card", selected: true }],
    };
    await pass(SESSION_PAUSE_MS + MINUTE);
    await patch(id, { ...rename("Второе название", course.general), settings });
    const { version } = await readContent(server, id, tokens.SCHOOL_OWNER);
    const restored = await server.call(
      "POST",
      `/api/courses/${id}/history/1/restore`,
      { version },
      tokens.SCHOOL_OWNER,
    );
    expect(restored.status).toBe(200);
    const after = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(after.course.general.name.value).toBe("Восстановление");
    expect(after.course.settings).toEqual(settings);
    // No version names the settings.
    for (const entry of (await list(id)).data) expect(entry.summary.join(" ")).not.toMatch(/настройк|доступ|оплат/i);
  });
});
