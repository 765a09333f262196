import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentPatch } from "@app/domain/course/content-patch";
import type { CourseBody } from "@app/domain/api/course-content";
import { RUBRIC_MESSAGES } from "@app/domain/course/rubric";
import {
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { createCourse, readContent } from "../../test-support/authoring-test-kit";

const UUID = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const RUBRIC = [
  { criterionID: UUID(90), title: "Есть вывод", points: 3 },
  { criterionID: UUID(91), title: "Код работает", points: 5 },
];
const freeTask = (rubric: ReadonlyArray<{ criterionID: string; title: string; points: number }>) => ({
  contentBlockID: UUID(6),
  status: "none" as const,
  evaluation: null,
  content: { _tag: "freeTask" as const, title: "Эссе", text: "Напишите эссе", files: [], rubric },
});
const tree = (rubric: Parameters<typeof freeTask>[0]): ContentPatch => ({
  moduleOrder: [UUID(1)],
  modules: [{ moduleID: UUID(1), moduleName: "Раздел", lessonOrder: [UUID(2)] }],
  lessons: [
    {
      lessonID: UUID(2),
      lessonName: "Урок",
      is_trial: false,
      content: { order: [], blocks: [] },
      taskOrder: [UUID(5)],
    },
  ],
  tasks: [{ taskID: UUID(5), name: "Задание", content: { order: [UUID(6)], blocks: [freeTask(rubric)] } }],
});

const rubricOf = (course: CourseBody) => {
  const block = course.moduleList[0]?.lessons[0]?.tasks[0]?.taskContent[0];
  return block?.content._tag === "freeTask" ? block.content.rubric : undefined;
};

/** Issue #34 part 4: a free task's rubric travels in PATCH and PUT content, and publish checks its limits. */
describe("a free task's rubric in the course content", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  it("PATCH stores it, PUT keeps it, and publish refuses points outside 1–100 naming the field", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Курс с критериями");
    const patched = await server.call(
      "PATCH",
      `/api/courses/${id}/content`,
      { version: 1, patch: tree(RUBRIC) },
      tokens.SCHOOL_OWNER,
    );
    expect(patched.status).toBe(200);
    const draft = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(rubricOf(draft.course)).toEqual(RUBRIC);

    const task = draft.course.moduleList[0]?.lessons[0]?.tasks[0];
    const bad = [{ ...RUBRIC[0], points: 0 }];
    const course: CourseBody = JSON.parse(
      JSON.stringify(draft.course).replace('"points":3', '"points":0'),
    ) as CourseBody;
    expect(task).toBeDefined();
    const put = await server.call(
      "PUT",
      `/api/courses/${id}/content`,
      { version: draft.version, course },
      tokens.SCHOOL_OWNER,
    );
    expect(put.status).toBe(200);
    expect(rubricOf((await readContent(server, id, tokens.SCHOOL_OWNER)).course)?.[0]).toEqual(bad[0]);

    const publish = await server.call("POST", `/api/courses/${id}/publish`, undefined, tokens.SCHOOL_OWNER);
    expect(publish.status).toBe(422);
    const fields = validationOf(publish.body) ?? {};
    const pointsField = Object.keys(fields).find((field) => field.endsWith(".content.rubric.0.points"));
    expect(pointsField === undefined ? undefined : fields[pointsField]).toEqual([RUBRIC_MESSAGES.points]);
  });
});
