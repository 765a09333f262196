import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { courseHistoryApi } from "@app/web/lib/api/course-history-api";
import { isApiError } from "@app/web/lib/api/api-error";
import { createPact, TOKENS } from "../support/pact-setup";
import { webClient } from "../support/web-client";
import { statePath, storedDraftBody } from "../support/authoring-bodies";

const { like, eachLike, integer, boolean, regex } = MatchersV3;
const AUTH = { Authorization: `Bearer ${TOKENS.valid}` };
const JSON_AUTH = { ...AUTH, "Content-Type": "application/json" };
/** Versions 1 (created), 2 (the one-lesson draft, published) and 3 (its lesson renamed, unpublished). */
const HISTORY = "history: the owner's course was saved, published, then changed";
const COURSE_ID = 16;
const SERVER_IDS = { module: "31", lesson: "61", block: "121" };
const ISO = "2026-03-01T09:00:00.000Z";

const signedIn = (url: string) =>
  courseHistoryApi(webClient(url, { token: TOKENS.valid, refresh_token: TOKENS.refresh }).client);
const failure = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => null,
    (e: unknown) => e,
  );

/** Version 3: the owner renamed the lesson; it names the lesson and its section. */
const renameEntry = {
  version: integer(3),
  saved_at: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, ISO),
  author: { id: integer(1), name: like("Ольга"), surname: like("Смирнова"), email: like("owner@demo.ru") },
  kind: regex(/^(created|save|restore|discard|import|copy)$/, "save"),
  summary: eachLike("Изменено название урока «Обучение с учителем»"),
  published: boolean(false),
  restored_from: null,
  changed: { modules: eachLike(SERVER_IDS.module), lessons: eachLike(SERVER_IDS.lesson), tasks: [], blocks: [] },
};

const change = {
  kind: regex(/^(added|changed|deleted|moved)$/, "changed"),
  level: regex(/^(course|module|lesson|task|block)$/, "lesson"),
  id: like(SERVER_IDS.lesson),
  field: like("name"),
  where: eachLike("Раздел «Введение»"),
  label: like("Изменено название урока «Обучение с учителем»"),
  before: like("Что такое машинное обучение"),
  after: like("Обучение с учителем"),
  name: like("Обучение с учителем"),
  parents: eachLike({
    level: regex(/^(module|lesson|task)$/, "module"),
    id: like(SERVER_IDS.module),
    name: like("Введение"),
  }),
};

describe("course history contract (issue #22)", () => {
  it("GET /api/courses/{id}/history 200 pages the versions newest first, with the current and published ones", async () => {
    const pact = createPact();
    pact
      .given(HISTORY)
      .uponReceiving("the first page of a course's history, one version a page")
      .withRequest({
        method: "GET",
        path: statePath("/history", COURSE_ID),
        query: { page: "1", per_page: "1" },
        headers: AUTH,
      })
      .willRespondWith({
        status: 200,
        body: {
          data: eachLike(renameEntry),
          meta: {
            page: integer(1),
            per_page: integer(1),
            total: integer(3),
            current_version: integer(3),
            published_version: integer(2),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await signedIn(server.url).list(COURSE_ID, 1, 1);
      expect(page.meta.published_version).toBe(2);
      expect(page.data[0]?.author?.email).toBe("owner@demo.ru");
      expect(page.data[0]?.changed.lessons).toEqual([SERVER_IDS.lesson]);
    });
  });

  it("GET /api/courses/{id}/history/{version} 200 answers the course as it was; 404 for an unknown version", async () => {
    const pact = createPact();
    pact
      .given(HISTORY)
      .uponReceiving("version 2 of a course's history")
      .withRequest({ method: "GET", path: statePath("/history/2", COURSE_ID), headers: AUTH })
      .willRespondWith({
        status: 200,
        body: {
          data: {
            entry: {
              ...renameEntry,
              version: integer(2),
              summary: eachLike("Добавлен урок «Что такое машинное обучение» в раздел «Введение»"),
              published: boolean(true),
              changed: {
                modules: eachLike(SERVER_IDS.module),
                lessons: eachLike(SERVER_IDS.lesson),
                tasks: [],
                blocks: eachLike(SERVER_IDS.block),
              },
            },
            course: like(storedDraftBody(String(COURSE_ID), SERVER_IDS)),
          },
        },
      });
    pact
      .given(HISTORY)
      .uponReceiving("a version the course's history does not hold")
      .withRequest({ method: "GET", path: statePath("/history/99", COURSE_ID), headers: AUTH })
      .willRespondWith({ status: 404, body: { error: { message: "Версия не найдена" } } });
    await pact.executeTest(async (server) => {
      const api = signedIn(server.url);
      const view = await api.version(COURSE_ID, 2);
      expect(view.entry.published).toBe(true);
      expect(view.course.moduleList[0]?.lessons[0]?.lessonName).toBe("Что такое машинное обучение");
      const missing = await failure(api.version(COURSE_ID, 99));
      expect(isApiError(missing) && missing.status === 404).toBe(true);
    });
  });

  it("GET /api/courses/{id}/history/diff 200 lists the draft's changes against the published version", async () => {
    const pact = createPact();
    pact
      .given(HISTORY)
      .uponReceiving("the draft against the published version")
      .withRequest({
        method: "GET",
        path: statePath("/history/diff", COURSE_ID),
        query: { from: "published", to: "draft" },
        headers: AUTH,
      })
      .willRespondWith({
        status: 200,
        body: { data: { from: integer(2), to: integer(3), changes: eachLike(change) } },
      });
    await pact.executeTest(async (server) => {
      const diff = await signedIn(server.url).diff(COURSE_ID);
      expect([diff.from, diff.to]).toEqual([2, 3]);
      expect(diff.changes[0]?.after).toBe("Обучение с учителем");
    });
  });

  it("POST /api/courses/{id}/history/{version}/restore 200 makes a new version; 409 from a stale one", async () => {
    const pact = createPact();
    pact
      .given(HISTORY)
      .uponReceiving("a restore of version 2 as the new current version")
      .withRequest({
        method: "POST",
        path: statePath("/history/2/restore", COURSE_ID),
        headers: JSON_AUTH,
        body: { version: 3 },
      })
      .willRespondWith({ status: 200, body: { data: { version: integer(4) } } });
    pact
      .given(HISTORY)
      .uponReceiving("a restore from a view of an older version")
      .withRequest({
        method: "POST",
        path: statePath("/history/2/restore", COURSE_ID),
        headers: JSON_AUTH,
        body: { version: 2 },
      })
      .willRespondWith({ status: 409, body: { error: { message: "Курс изменён в другом окне. Обновите страницу" } } });
    await pact.executeTest(async (server) => {
      const api = signedIn(server.url);
      expect(await api.restore(COURSE_ID, 2, 3)).toBe(4);
      const stale = await failure(api.restore(COURSE_ID, 2, 2));
      expect(isApiError(stale) && stale.status === 409).toBe(true);
    });
  });

  it("POST /api/courses/{id}/history/discard 200 returns the draft to the published version", async () => {
    const pact = createPact();
    pact
      .given(HISTORY)
      .uponReceiving("a discard of the unpublished changes")
      .withRequest({
        method: "POST",
        path: statePath("/history/discard", COURSE_ID),
        headers: JSON_AUTH,
        body: { version: 3 },
      })
      .willRespondWith({ status: 200, body: { data: { version: integer(4) } } });
    await pact.executeTest(async (server) => {
      expect(await signedIn(server.url).discard(COURSE_ID, 3)).toBe(4);
    });
  });

  it("PUT /api/courses/{id}/history/{version}/name 200 answers the named entry; 422 for a name over 120 characters", async () => {
    const pact = createPact();
    pact
      .given(HISTORY)
      .uponReceiving("a name for version 3")
      .withRequest({
        method: "PUT",
        path: statePath("/history/3/name", COURSE_ID),
        headers: JSON_AUTH,
        body: { name: "Перед запуском" },
      })
      .willRespondWith({ status: 200, body: { data: { ...renameEntry, name: like("Перед запуском") } } });
    pact
      .given(HISTORY)
      .uponReceiving("a version name over its limit")
      .withRequest({
        method: "PUT",
        path: statePath("/history/3/name", COURSE_ID),
        headers: JSON_AUTH,
        body: { name: "я".repeat(121) },
      })
      .willRespondWith({
        status: 422,
        body: {
          error: { message: like("Проверьте правильность заполнения полей") },
          errors: { validation: { name: ["Не должно превышать 120 символов"] } },
        },
      });
    await pact.executeTest(async (server) => {
      const api = signedIn(server.url);
      const named = await api.name(COURSE_ID, 3, "Перед запуском");
      expect(named).toMatchObject({ version: 3, name: "Перед запуском" });
      const refused = await failure(api.name(COURSE_ID, 3, "я".repeat(121)));
      expect(isApiError(refused) && refused.status === 422).toBe(true);
    });
  });
});
