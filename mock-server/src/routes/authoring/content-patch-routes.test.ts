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
import { createCourse, readContent } from "../../test-support/authoring-test-kit";

const UUID = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const text = (id: string, value: string) => ({
  contentBlockID: id,
  status: "none" as const,
  evaluation: null,
  content: { _tag: "text" as const, text: value },
});
type Ack = {
  data: {
    version: number;
    assignments: ReadonlyArray<{ _tag: string; tempID: string; id: string; lessonID?: string; taskID?: string }>;
  };
};

/** A new section with a lesson (two text blocks) and a task (one), all under temporary ids. */
const NEW_TREE: ContentPatch = {
  moduleOrder: [UUID(1)],
  modules: [{ moduleID: UUID(1), moduleName: "Раздел", lessonOrder: [UUID(2)] }],
  lessons: [
    {
      lessonID: UUID(2),
      lessonName: "Урок",
      is_trial: true,
      content: { order: [UUID(3), UUID(4)], blocks: [text(UUID(3), "Первый"), text(UUID(4), "Второй")] },
      taskOrder: [UUID(5)],
    },
  ],
  tasks: [{ taskID: UUID(5), name: "Задание", content: { order: [UUID(6)], blocks: [text(UUID(6), "В задании")] } }],
};

describe("PATCH /api/courses/{id}/content", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  const patch = (id: number, version: number, body: ContentPatch, caller: Caller = "SCHOOL_OWNER") =>
    server.call("PATCH", `/api/courses/${id}/content`, { version, patch: body }, tokens[caller]);

  it("stores a new tree, answers only the version and the ids, then one block's edit changes that block alone", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Курс частями");
    const first = await patch(id, 1, NEW_TREE);
    expect(first.status).toBe(200);
    const ack = (first.body as Ack).data;
    expect(Object.keys((first.body as Ack).data)).toEqual(["version", "assignments"]);
    expect(ack.version).toBe(2);
    expect(ack.assignments.map((a) => [a._tag, a.tempID])).toEqual([
      ["module", UUID(1)],
      ["lesson", UUID(2)],
      ["lessonBlock", UUID(3)],
      ["lessonBlock", UUID(4)],
      ["task", UUID(5)],
      ["taskBlock", UUID(6)],
    ]);
    const ids = new Map(ack.assignments.map((a) => [a.tempID, a.id]));
    expect(ack.assignments[2]?.lessonID).toBe(ids.get(UUID(2)));
    const stored = await readContent(server, id, tokens.SCHOOL_OWNER);
    const lesson = stored.course.moduleList[0]?.lessons[0];
    expect(lesson?.lessonContent.map((b) => b.content)).toEqual([
      { _tag: "text", text: "Первый" },
      { _tag: "text", text: "Второй" },
    ]);
    expect(lesson?.tasks[0]?.taskContent[0]?.contentBlockID).toBe(ids.get(UUID(6)));
    expect(lesson?.statistics).toMatchObject({ course_id: String(id), section_id: ids.get(UUID(1)) });

    const lessonID = ids.get(UUID(2)) ?? "";
    const second = ids.get(UUID(4)) ?? "";
    const edit = await patch(id, 2, {
      modules: [],
      lessons: [
        { lessonID, lessonName: "Урок", is_trial: true, content: { blocks: [text(second, "Второй, исправлен")] } },
      ],
      tasks: [],
    });
    expect(edit.status).toBe(200);
    const after = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(after.version).toBe(3);
    expect(after.course.moduleList[0]?.lessons[0]?.lessonContent.map((b) => b.content)).toEqual([
      { _tag: "text", text: "Первый" },
      { _tag: "text", text: "Второй, исправлен" },
    ]);
  });

  it("orders move and remove items; a stale version is 409 and writes nothing", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER);
    const ids = new Map(((await patch(id, 1, NEW_TREE)).body as Ack).data.assignments.map((a) => [a.tempID, a.id]));
    const lessonID = ids.get(UUID(2)) ?? "";
    const [b1, b2] = [ids.get(UUID(3)) ?? "", ids.get(UUID(4)) ?? ""];
    const moved = await patch(id, 2, {
      modules: [],
      lessons: [
        { lessonID, lessonName: "Урок", is_trial: false, content: { order: [b2, b1], blocks: [] }, taskOrder: [] },
      ],
      tasks: [],
    });
    expect(moved.status).toBe(200);
    const after = await readContent(server, id, tokens.SCHOOL_OWNER);
    const lesson = after.course.moduleList[0]?.lessons[0];
    expect(lesson?.lessonContent.map((b) => b.contentBlockID)).toEqual([b2, b1]);
    expect(lesson?.tasks).toEqual([]);
    expect(lesson?.is_trial).toBe(false);

    const stale = await patch(id, 2, { moduleOrder: [], modules: [], lessons: [], tasks: [] });
    expect(stale.status).toBe(409);
    expect(errorMessage(stale.body)).toBe("Курс изменён в другом окне. Обновите страницу");
    expect((await readContent(server, id, tokens.SCHOOL_OWNER)).course.moduleList).toHaveLength(1);
  });

  it("applies order changes (issue #29): an add and a move as one step each; a step that does not apply is 422 and writes nothing", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER);
    const ids = new Map(((await patch(id, 1, NEW_TREE)).body as Ack).data.assignments.map((a) => [a.tempID, a.id]));
    const lessonID = ids.get(UUID(2)) ?? "";
    const [b1, b2] = [ids.get(UUID(3)) ?? "", ids.get(UUID(4)) ?? ""];
    const lessonPatch = { lessonID, lessonName: "Урок", is_trial: true };
    const added = await patch(id, 2, {
      modules: [],
      lessons: [
        {
          ...lessonPatch,
          content: { orderOps: { placed: [{ id: UUID(7), after: b1 }] }, blocks: [text(UUID(7), "Между")] },
        },
      ],
      tasks: [],
    });
    expect(added.status).toBe(200);
    const b3 = (added.body as Ack).data.assignments.find((a) => a.tempID === UUID(7))?.id ?? "";
    const blocks = async () =>
      (await readContent(server, id, tokens.SCHOOL_OWNER)).course.moduleList[0]?.lessons[0]?.lessonContent.map(
        (b) => b.contentBlockID,
      );
    expect(await blocks()).toEqual([b1, b3, b2]);

    const moved = await patch(id, 3, {
      modules: [],
      lessons: [{ ...lessonPatch, content: { orderOps: { placed: [{ id: b2, after: null }] }, blocks: [] } }],
      tasks: [],
    });
    expect(moved.status).toBe(200);
    expect(await blocks()).toEqual([b2, b1, b3]);

    const badPlace = await patch(id, 4, {
      modules: [],
      lessons: [{ ...lessonPatch, content: { orderOps: { placed: [{ id: b1, after: "999999" }] }, blocks: [] } }],
      tasks: [],
    });
    expect(badPlace.status).toBe(422);
    expect(validationOf(badPlace.body)).toEqual({ [`lessons.${lessonID}`]: ["Недопустимая позиция"] });
    const badRemove = await patch(id, 4, {
      modules: [],
      lessons: [{ ...lessonPatch, content: { orderOps: { removed: ["999999"] }, blocks: [] } }],
      tasks: [],
    });
    expect(badRemove.status).toBe(422);
    expect(validationOf(badRemove.body)).toEqual({ [`lessons.${lessonID}`]: ["Блок не найден"] });
    const stored = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(stored.version).toBe(4);
    expect(await blocks()).toEqual([b2, b1, b3]);
  });

  it("refuses a patch that names a block the draft does not have (422, nothing kept), a name over 256 characters, and other schools", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER);
    const ids = new Map(((await patch(id, 1, NEW_TREE)).body as Ack).data.assignments.map((a) => [a.tempID, a.id]));
    const lessonID = ids.get(UUID(2)) ?? "";
    const unknown = await patch(id, 2, {
      modules: [],
      lessons: [{ lessonID, lessonName: "Новое имя", is_trial: true, content: { blocks: [text("999999", "?")] } }],
      tasks: [],
    });
    expect(unknown.status).toBe(422);
    expect(validationOf(unknown.body)).toEqual({ [`lessons.${lessonID}`]: ["Блок не найден"] });
    const stored = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(stored.version).toBe(2);
    expect(stored.course.moduleList[0]?.lessons[0]?.lessonName).toBe("Урок");

    const long = await patch(id, 2, {
      modules: [],
      lessons: [{ lessonID, lessonName: "я".repeat(257), is_trial: true }],
      tasks: [],
    });
    expect(long.status).toBe(422);
    expect(validationOf(long.body)).toEqual({
      [`lessons.${lessonID}.lessonName`]: ["Не должно превышать 256 символов"],
    });

    expect((await patch(id, 2, { modules: [], lessons: [], tasks: [] }, "STUDENT")).status).toBe(403);
    expect((await patch(id, 2, { modules: [], lessons: [], tasks: [] }, "ANONYMOUS")).status).toBe(401);
    expect(
      (
        await server.call(
          "PATCH",
          `/api/courses/${id}/content`,
          { version: 2, patch: { modules: "x" } },
          tokens.SCHOOL_OWNER,
        )
      ).status,
    ).toBe(422);
  });
});
