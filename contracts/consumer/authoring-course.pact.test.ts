import { describe, expect, it } from "vitest";
import { isApiError } from "@app/web/lib/api/api-error";
import { authoringApi } from "@app/web/lib/api/authoring-api";
import { createPact } from "../support/pact-setup";
import { webClient } from "../support/web-client";
import { draftBody, exportWithUnknownBlock, statePath } from "../support/authoring-bodies";
import {
  AUTH,
  JSON_AUTH,
  OWNER,
  OWNER_DRAFT,
  DRAFT_ID,
  SERVER_IDS,
  storedDraft,
  signedIn,
  failure,
  like,
  eachLike,
  integer,
  regex,
} from "../support/authoring-pact";

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
