import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseBody } from "@app/domain/api/course-content";
import type { ContentPatch } from "@app/domain/course/content-patch";
import { maxLengthMessage } from "@app/domain/validation/messages";
import {
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { createCourse, readContent } from "../../test-support/authoring-test-kit";

const UUID = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const LONG = "я".repeat(10_240);
const TOO_LONG = [maxLengthMessage(256)];

const tree = (names: { section: string; lesson: string; task: string }): CourseBody["moduleList"] => [
  {
    moduleID: UUID(1),
    moduleName: names.section,
    lessons: [
      {
        lessonID: UUID(2),
        lessonName: names.lesson,
        lessonContent: [],
        tasks: [{ taskID: UUID(3), name: names.task, taskContent: [] }],
        is_trial: false,
        isEndedByUser: false,
        status: "not_started",
        statistics: null,
      },
    ],
  },
];

const patchOf = (names: { section: string; lesson: string; task: string }): ContentPatch => ({
  moduleOrder: [UUID(1)],
  modules: [{ moduleID: UUID(1), moduleName: names.section, lessonOrder: [UUID(2)] }],
  lessons: [
    {
      lessonID: UUID(2),
      lessonName: names.lesson,
      is_trial: false,
      content: { order: [], blocks: [] },
      taskOrder: [UUID(3)],
    },
  ],
  tasks: [{ taskID: UUID(3), name: names.task, content: { order: [], blocks: [] } }],
});

describe("PUT and PATCH …/content check the same name limits (issue #32 row 10)", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  it("a 10,240-character section, lesson or task name is refused by both, with the same message", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Курс с длинными именами");
    const before = await readContent(server, id, tokens.SCHOOL_OWNER);
    const names = { section: LONG, lesson: LONG, task: LONG };
    const put = await server.call(
      "PUT",
      `/api/courses/${id}/content`,
      { version: before.version, course: { ...before.course, moduleList: tree(names) } },
      tokens.SCHOOL_OWNER,
    );
    expect(put.status).toBe(422);
    expect(validationOf(put.body)).toEqual({
      "moduleList.0.moduleName": TOO_LONG,
      "moduleList.0.lessons.0.lessonName": TOO_LONG,
      "moduleList.0.lessons.0.tasks.0.name": TOO_LONG,
    });
    const patch = await server.call(
      "PATCH",
      `/api/courses/${id}/content`,
      { version: before.version, patch: patchOf(names) },
      tokens.SCHOOL_OWNER,
    );
    expect(patch.status).toBe(422);
    expect(Object.values(validationOf(patch.body) ?? {})).toEqual([TOO_LONG, TOO_LONG, TOO_LONG]);
    expect((await readContent(server, id, tokens.SCHOOL_OWNER)).course.moduleList).toEqual([]);
  });

  it("256 characters pass both", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Курс с именами впритык");
    const before = await readContent(server, id, tokens.SCHOOL_OWNER);
    const edge = "я".repeat(256);
    const names = { section: edge, lesson: edge, task: edge };
    const put = await server.call(
      "PUT",
      `/api/courses/${id}/content`,
      { version: before.version, course: { ...before.course, moduleList: tree(names) } },
      tokens.SCHOOL_OWNER,
    );
    expect(put.status).toBe(200);
    const other = await createCourse(server, tokens.SCHOOL_OWNER, "Второй курс впритык");
    const start = await readContent(server, other, tokens.SCHOOL_OWNER);
    const patch = await server.call(
      "PATCH",
      `/api/courses/${other}/content`,
      { version: start.version, patch: patchOf(names) },
      tokens.SCHOOL_OWNER,
    );
    expect(patch.status).toBe(200);
  });
});
