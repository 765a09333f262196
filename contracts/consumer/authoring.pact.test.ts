import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import type { ContentPatch } from "@app/domain/course/content-patch";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { isApiError } from "@app/web/lib/api/api-error";
import { authoringApi } from "@app/web/lib/api/authoring-api";
import { createPact, TOKENS } from "../support/pact-setup";
import { webClient } from "../support/web-client";
import {
  draftBody,
  exportWithUnknownBlock,
  statePath,
  storedDraftBody,
  TEMP,
  TWO_BLOCK_DRAFT,
} from "../support/authoring-bodies";

const { like, eachLike, integer, boolean, regex, fromProviderState } = MatchersV3;
const AUTH = { Authorization: `Bearer ${TOKENS.valid}` };
const JSON_AUTH = { ...AUTH, "Content-Type": "application/json" };
const OWNER = "authoring: the owner is signed in";
const OWNER_DRAFT = "authoring: the owner is signed in and has a draft with one text lesson";
const EMPTY_DRAFT = "authoring: the owner is signed in and has an empty draft";
const DRAFT_ID = 16;
const SERVER_IDS = { module: "31", lesson: "61", block: "121" };
const storedDraft = () => like(storedDraftBody(String(DRAFT_ID), SERVER_IDS));
const signedIn = (url: string) =>
  authoringApi(webClient(url, { token: TOKENS.valid, refresh_token: TOKENS.refresh }).client);
const failure = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => null,
    (e: unknown) => e,
  );

const card = {
  id: integer(15),
  name: like("Машинное обучение (черновик)"),
  cover: like("data:image/svg+xml;base64,PHN2Zy8+"),
  category: { id: integer(1), name: like("Программирование") },
  status: regex(/^(published|changes_not_published)$/, "changes_not_published"),
  lessons_count: integer(4),
  students_count: integer(0),
  updated_at: like("2026-10-01T09:00:00.000Z"),
};

describe("authoring contract: the cabinet's courses and the draft", () => {
  it("GET /api/created-courses 200 pages the owner's cards", async () => {
    const pact = createPact();
    pact
      .given(OWNER)
      .uponReceiving("the owner's created courses, first page")
      .withRequest({ method: "GET", path: "/api/created-courses", query: { page: "1", per_page: "12" }, headers: AUTH })
      .willRespondWith({
        status: 200,
        body: { data: eachLike(card), meta: { page: integer(1), per_page: integer(12), total: integer(15) } },
      });
    await pact.executeTest(async (server) => {
      const page = await signedIn(server.url).createdCourses(1, 12);
      expect(page.meta.per_page).toBe(12);
      expect(page.data[0]?.status).toBe("changes_not_published");
    });
  });

  it("GET /api/courses/{id}/content 200 answers the draft and its version", async () => {
    const pact = createPact();
    pact
      .given(OWNER_DRAFT)
      .uponReceiving("the draft of the owner's course")
      .withRequest({ method: "GET", path: statePath("/content", DRAFT_ID), headers: AUTH })
      .willRespondWith({
        status: 200,
        body: { data: { version: integer(2), course: storedDraft(), read_only: boolean(false) } },
      });
    await pact.executeTest(async (server) => {
      const draft = await signedIn(server.url).content(DRAFT_ID);
      expect(draft.read_only).toBe(false);
      expect(draft.course.moduleList[0]?.lessons[0]?.lessonName).toBe("Что такое машинное обучение");
    });
  });

  it("PUT /api/courses/{id}/content 200 gives server ids to temporary ones; 409 from a stale version; 422", async () => {
    const pact = createPact();
    const fresh = draftBody(String(DRAFT_ID));
    const nameless = { ...fresh, general: { ...fresh.general, name: { value: "" } } };
    const save = (description: string, version: number, course: unknown) =>
      pact
        .given(OWNER_DRAFT)
        .uponReceiving(description)
        .withRequest({
          method: "PUT",
          path: statePath("/content", DRAFT_ID),
          headers: JSON_AUTH,
          body: { version, course },
        });
    save("a save of a new module, lesson and block", 2, fresh).willRespondWith({
      status: 200,
      body: {
        data: {
          version: integer(3),
          course: storedDraft(),
          assignments: [
            { _tag: "module", tempID: TEMP.module, id: like(SERVER_IDS.module) },
            { _tag: "lesson", tempID: TEMP.lesson, id: like(SERVER_IDS.lesson) },
            { _tag: "lessonBlock", lessonID: like(SERVER_IDS.lesson), tempID: TEMP.block, id: like(SERVER_IDS.block) },
          ],
        },
      },
    });
    save("a save from a stale version", 1, fresh).willRespondWith({
      status: 409,
      body: { error: { message: "Курс изменён в другом окне. Обновите страницу" } },
    });
    save("a save without the course name", 2, nameless).willRespondWith({
      status: 422,
      body: {
        error: { message: like(ERROR_MESSAGES.unprocessable) },
        errors: { validation: { "general.name": eachLike("Обязательное поле") } },
      },
    });
    await pact.executeTest(async (server) => {
      const api = signedIn(server.url);
      const saved = await api.saveContent(DRAFT_ID, { version: 2, course: fresh });
      expect(saved.assignments.map((a) => a.tempID)).toEqual([TEMP.module, TEMP.lesson, TEMP.block]);
      const stale = await failure(api.saveContent(DRAFT_ID, { version: 1, course: fresh }));
      expect(isApiError(stale) && [stale.status, stale.message]).toEqual([
        409,
        "Курс изменён в другом окне. Обновите страницу",
      ]);
      const invalid = await failure(api.saveContent(DRAFT_ID, { version: 2, course: nameless }));
      expect(isApiError(invalid) && invalid.body?.errors?.validation["general.name"]).toEqual(["Обязательное поле"]);
    });
  });
});

describe("authoring contract: the editor's save of a change", () => {
  it("PATCH /api/courses/{id}/content 200 stores the change and answers the version and the ids; 409 from a stale version; 422", async () => {
    const pact = createPact();
    const block = {
      contentBlockID: TEMP.block,
      status: "none" as const,
      evaluation: null,
      content: { _tag: "text" as const, text: "Первый блок" },
    };
    const change = (lessonName: string): ContentPatch => ({
      moduleOrder: [TEMP.module],
      modules: [{ moduleID: TEMP.module, moduleName: "Введение", lessonOrder: [TEMP.lesson] }],
      lessons: [
        {
          lessonID: TEMP.lesson,
          lessonName,
          is_trial: false,
          content: { order: [TEMP.block], blocks: [block] },
          taskOrder: [],
        },
      ],
      tasks: [],
    });
    const long = change("я".repeat(257));
    const save = (description: string, version: number, patch: ContentPatch) =>
      pact
        .given(EMPTY_DRAFT)
        .uponReceiving(description)
        .withRequest({
          method: "PATCH",
          path: statePath("/content", DRAFT_ID),
          headers: JSON_AUTH,
          body: { version, patch },
        });
    save(
      "a save of the change since version 1: a new module, lesson and block",
      1,
      change("Первый урок"),
    ).willRespondWith({
      status: 200,
      body: {
        data: {
          version: integer(2),
          assignments: [
            { _tag: "module", tempID: TEMP.module, id: like(SERVER_IDS.module) },
            { _tag: "lesson", tempID: TEMP.lesson, id: like(SERVER_IDS.lesson) },
            { _tag: "lessonBlock", lessonID: like(SERVER_IDS.lesson), tempID: TEMP.block, id: like(SERVER_IDS.block) },
          ],
        },
      },
    });
    save("a change from a stale version", 0, change("Первый урок")).willRespondWith({
      status: 409,
      body: { error: { message: "Курс изменён в другом окне. Обновите страницу" } },
    });
    save("a change with a lesson name over 256 characters", 1, long).willRespondWith({
      status: 422,
      body: {
        error: { message: like(ERROR_MESSAGES.unprocessable) },
        errors: { validation: { [`lessons.${TEMP.lesson}.lessonName`]: eachLike("Не должно превышать 256 символов") } },
      },
    });
    await pact.executeTest(async (server) => {
      const api = signedIn(server.url);
      const saved = await api.savePatch(DRAFT_ID, { version: 1, patch: change("Первый урок") });
      expect([saved.version, saved.assignments.map((a) => a.tempID)]).toEqual([
        2,
        [TEMP.module, TEMP.lesson, TEMP.block],
      ]);
      const stale = await failure(api.savePatch(DRAFT_ID, { version: 0, patch: change("Первый урок") }));
      expect(isApiError(stale) && stale.status).toBe(409);
      const invalid = await failure(api.savePatch(DRAFT_ID, { version: 1, patch: long }));
      expect(isApiError(invalid) && invalid.body?.errors?.validation[`lessons.${TEMP.lesson}.lessonName`]).toEqual([
        "Не должно превышать 256 символов",
      ]);
    });
  });
});

describe("authoring contract: a save's order steps (issue #29)", () => {
  it("PATCH /api/courses/{id}/content 200 moves a block sent as one order step; 422 for a step after an id the order lacks", async () => {
    const pact = createPact();
    // Examples; the provider state gives the server's ids.
    const example = { lesson: "61", second: "122" };
    const move: ContentPatch = {
      modules: [],
      lessons: [
        {
          lessonID: example.lesson,
          lessonName: "Что такое машинное обучение",
          is_trial: true,
          content: { orderOps: { placed: [{ id: example.second, after: null }] }, blocks: [] },
        },
      ],
      tasks: [],
    };
    const [lesson] = move.lessons;
    pact
      .given(TWO_BLOCK_DRAFT)
      .uponReceiving("a save whose only change is a block moved to the top, sent as one order step")
      .withRequest({
        method: "PATCH",
        path: statePath("/content", DRAFT_ID),
        headers: JSON_AUTH,
        body: {
          version: 2,
          patch: {
            ...move,
            lessons: [
              {
                ...lesson,
                lessonID: fromProviderState("${lessonId}", example.lesson),
                content: {
                  orderOps: { placed: [{ id: fromProviderState("${secondBlock}", example.second), after: null }] },
                  blocks: [],
                },
              },
            ],
          },
        },
      })
      .willRespondWith({ status: 200, body: { data: { version: integer(3), assignments: [] } } });
    const misplaced: ContentPatch = {
      moduleOrderOps: { placed: [{ id: "999998", after: "999999" }] },
      modules: [],
      lessons: [],
      tasks: [],
    };
    pact
      .given(EMPTY_DRAFT)
      .uponReceiving("a save whose order step puts a section after one the course does not have")
      .withRequest({
        method: "PATCH",
        path: statePath("/content", DRAFT_ID),
        headers: JSON_AUTH,
        body: { version: 1, patch: misplaced },
      })
      .willRespondWith({
        status: 422,
        body: {
          error: { message: like(ERROR_MESSAGES.unprocessable) },
          errors: { validation: { moduleOrder: ["Недопустимая позиция"] } },
        },
      });
    await pact.executeTest(async (server) => {
      const api = signedIn(server.url);
      expect(await api.savePatch(DRAFT_ID, { version: 2, patch: move })).toEqual({ version: 3, assignments: [] });
      const refused = await failure(api.savePatch(DRAFT_ID, { version: 1, patch: misplaced }));
      expect(isApiError(refused) && refused.status).toBe(422);
      expect(isApiError(refused) && refused.body?.errors?.validation["moduleOrder"]).toEqual(["Недопустимая позиция"]);
    });
  });
});

describe("authoring contract: publish and delete", () => {
  it("POST /api/courses/{id}/publish 200 publishes a complete draft", async () => {
    const pact = createPact();
    pact
      .given(OWNER_DRAFT)
      .uponReceiving("a publish of a complete draft")
      .withRequest({ method: "POST", path: statePath("/publish", DRAFT_ID), headers: AUTH })
      .willRespondWith({
        status: 200,
        body: {
          data: {
            id: integer(DRAFT_ID),
            status: "published",
            version: integer(2),
            published_at: like("2026-11-22T06:00:00.000Z"),
          },
        },
      });
    await pact.executeTest(async (server) => {
      expect((await signedIn(server.url).publish(DRAFT_ID)).status).toBe("published");
    });
  });

  it("POST /api/courses/{id}/publish 422 lists the course checks", async () => {
    const pact = createPact();
    pact
      .given("authoring: the owner is signed in and has an empty draft")
      .uponReceiving("a publish of a draft without sections")
      .withRequest({ method: "POST", path: statePath("/publish", DRAFT_ID), headers: AUTH })
      .willRespondWith({
        status: 422,
        body: {
          error: { message: "Проверьте правильность заполнения полей" },
          errors: {
            validation: { moduleList: ["Пожалуйста, создайте раздел"], "general.category": ["Обязательное поле"] },
          },
        },
      });
    await pact.executeTest(async (server) => {
      const checks = await failure(signedIn(server.url).publish(DRAFT_ID));
      expect(isApiError(checks) && checks.body?.errors?.validation.moduleList).toEqual(["Пожалуйста, создайте раздел"]);
    });
  });

  it("DELETE /api/courses/{id} 200", async () => {
    const pact = createPact();
    pact
      .given(OWNER)
      .uponReceiving("a delete of the owner's draft")
      .withRequest({ method: "DELETE", path: "/api/courses/15", headers: AUTH })
      .willRespondWith({ status: 200, body: { data: { id: integer(15) } } });
    await pact.executeTest(async (server) => {
      expect((await signedIn(server.url).remove(15)).id).toBe(15);
    });
  });
});

describe("authoring contract: export and import", () => {
  it("GET /api/courses/{id}/export 200 answers the export document as an attachment", async () => {
    const pact = createPact();
    pact
      .given(OWNER_DRAFT)
      .uponReceiving("an export of the owner's draft")
      .withRequest({ method: "GET", path: statePath("/export", DRAFT_ID), headers: AUTH })
      .willRespondWith({
        status: 200,
        headers: {
          "Content-Disposition": regex(
            /^attachment; filename="course-\d+\.json"; filename\*=UTF-8''.+\.json$/,
            `attachment; filename="course-${DRAFT_ID}.json"; filename*=UTF-8''course.json`,
          ),
        },
        body: {
          format: "course-platform/course",
          format_version: 1,
          exported_at: like("2026-11-22T06:00:00.000Z"),
          course: storedDraft(),
        },
      });
    await pact.executeTest(async (server) => {
      const document = await signedIn(server.url).exportCourse(DRAFT_ID);
      expect(document.course.general.name.value).toBe("Машинное обучение");
    });
  });

  it("POST /api/courses/import: a dry run 200 reports, an import 201 creates, a non-export 422", async () => {
    const pact = createPact();
    const document = exportWithUnknownBlock();
    const notExport = { name: "Курс из другой системы" };
    const message = "Файл не является экспортом курса (ожидается JSON с format «course-platform/course»)";
    const importCall = (description: string, dryRun: string, body: unknown) =>
      pact
        .given(OWNER)
        .uponReceiving(description)
        .withRequest({
          method: "POST",
          path: "/api/courses/import",
          query: { dry_run: dryRun },
          headers: JSON_AUTH,
          body,
        });
    const report = (dryRun: boolean) => ({
      dry_run: dryRun,
      course_id: dryRun ? null : integer(17),
      name: like("Машинное обучение"),
      imported: { modules: integer(1), lessons: integer(1), tasks: integer(0), blocks: { text: integer(1) } },
      skipped: eachLike({
        path: like("course.moduleList.0.lessons.0.lessonContent.1"),
        reason: like("Неизвестный тип блока «hologram»"),
      }),
    });
    importCall("a dry run of an import", "true", document).willRespondWith({
      status: 200,
      body: { data: report(true) },
    });
    importCall("an import", "false", document).willRespondWith({ status: 201, body: { data: report(false) } });
    importCall("an import of a file that is not an export", "true", notExport).willRespondWith({
      status: 422,
      body: { error: { message }, errors: { validation: { file: [message] } } },
    });
    await pact.executeTest(async (server) => {
      const api = signedIn(server.url);
      const dry = await api.importCourse(document, { dryRun: true });
      expect([dry.course_id, dry.skipped[0]?.reason]).toEqual([null, "Неизвестный тип блока «hologram»"]);
      expect((await api.importCourse(document, { dryRun: false })).course_id).toBeTypeOf("number");
      const invalid = await failure(api.importCourse(notExport, { dryRun: true }));
      expect(isApiError(invalid) && invalid.body?.errors?.validation.file).toEqual([message]);
    });
  });
});

describe("authoring contract: copying a course", () => {
  it("POST /api/courses/{id}/copy 201 answers the new draft, named `… (копия)`", async () => {
    const pact = createPact();
    pact
      .given(OWNER_DRAFT)
      .uponReceiving("a copy of the owner's draft")
      .withRequest({ method: "POST", path: statePath("/copy", DRAFT_ID), headers: AUTH })
      .willRespondWith({
        status: 201,
        body: { data: { id: integer(17), name: regex(/^.+ \(копия( \d+)?\)$/, "Машинное обучение (копия)") } },
      });
    await pact.executeTest(async (server) => {
      const copy = await signedIn(server.url).copyCourse(DRAFT_ID);
      expect(copy.name).toBe("Машинное обучение (копия)");
    });
  });
});

describe("authoring contract: the about page and the reference lists", () => {
  const { general, additional, style, lists } = draftBody(String(DRAFT_ID), SERVER_IDS);
  const outline = [
    {
      moduleID: SERVER_IDS.module,
      moduleName: "Введение",
      lessons: [
        {
          lessonID: SERVER_IDS.lesson,
          lessonName: "Что такое машинное обучение",
          is_trial: true,
          tasks_count: 0,
          blocks_count: 1,
        },
      ],
    },
  ];
  const about = (status: string) =>
    like({
      id: DRAFT_ID,
      status,
      school: { id: 1, name: "Демо-школа" },
      general,
      additional,
      style,
      lists,
      outline,
      lessons_count: 1,
    });

  it("GET /api/courses/{id}/about 200 shows a published course to anyone", async () => {
    const pact = createPact();
    pact
      .given("authoring: the owner has published a course with one text lesson")
      .uponReceiving("the about page of a published course")
      .withRequest({ method: "GET", path: statePath("/about", DRAFT_ID) })
      .willRespondWith({ status: 200, body: { data: about("published") } });
    await pact.executeTest(async (server) => {
      const page = await authoringApi(webClient(server.url).client).about(DRAFT_ID);
      expect([page.status, page.outline[0]?.lessons[0]?.blocks_count]).toEqual(["published", 1]);
    });
  });

  it("GET /api/courses/{id}/about 200 shows a never-published draft to its staff", async () => {
    const pact = createPact();
    pact
      .given(OWNER_DRAFT)
      .uponReceiving("the about page of a draft for its owner")
      .withRequest({ method: "GET", path: statePath("/about", DRAFT_ID), headers: AUTH })
      .willRespondWith({ status: 200, body: { data: about("draft") } });
    await pact.executeTest(async (server) => {
      expect((await signedIn(server.url).about(DRAFT_ID)).status).toBe("draft");
    });
  });

  it("GET /api/course-options 200 answers the reference lists to anyone", async () => {
    const pact = createPact();
    const named = (id: string, name: string) => eachLike({ id: like(id), name: like(name) });
    pact
      .given("authoring: the demo courses are published")
      .uponReceiving("the course reference lists")
      .withRequest({ method: "GET", path: "/api/course-options" })
      .willRespondWith({
        status: 200,
        body: {
          data: {
            categories: named("1", "Программирование"),
            practices: named("1", "Без практики"),
            certificates: named("2", "Сертификат о прохождении курса"),
            styles: named("1", "Светлый"),
            contentType: named("test", "Тест"),
          },
        },
      });
    await pact.executeTest(async (server) => {
      expect((await authoringApi(webClient(server.url).client).courseOptions()).contentType[0]?.name).toBe("Тест");
    });
  });
});
