import { describe, expect, it } from "vitest";
import type { ContentPatch } from "@app/domain/course/content-patch";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { isApiError } from "@app/web/lib/api/api-error";
import { createPact } from "../support/pact-setup";
import { draftBody, statePath, TEMP, TWO_BLOCK_DRAFT } from "../support/authoring-bodies";
import {
  AUTH,
  JSON_AUTH,
  OWNER,
  OWNER_DRAFT,
  EMPTY_DRAFT,
  DRAFT_ID,
  SERVER_IDS,
  storedDraft,
  signedIn,
  failure,
  card,
  like,
  eachLike,
  integer,
  boolean,
  fromProviderState,
} from "../support/authoring-pact";

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
