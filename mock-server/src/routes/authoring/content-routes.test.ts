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
import { addFixtureCourse } from "../../test-support/course-fixture";
import {
  createCourse,
  otherSchoolOwner,
  readContent,
  unassignedTeacher,
  type SaveAnswer,
} from "../../test-support/authoring-test-kit";
import { UUID, withNewStructure } from "./content-routes.fixtures";

describe("GET and PUT /api/courses/{id}/content", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  it("a new course has an empty draft at version 1", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Пустой курс");
    const content = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(content.version).toBe(1);
    expect(content.read_only).toBe(false);
    expect(content.course.general.name.value).toBe("Пустой курс");
    expect(content.course.moduleList).toEqual([]);
    expect(content.course.general.advantages).toHaveLength(3);
  });

  it("saves everything in one request, gives server ids and lists the assignments", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER);
    const before = await readContent(server, id, tokens.SCHOOL_OWNER);
    const answer = await server.call(
      "PUT",
      `/api/courses/${id}/content`,
      { version: before.version, course: withNewStructure(before.course) },
      tokens.MANAGER,
    );
    expect(answer.status).toBe(200);
    const saved = (answer.body as SaveAnswer).data;
    expect(saved.version).toBe(2);
    expect(saved.assignments.map((a) => [a._tag, a.tempID])).toEqual([
      ["module", UUID(1)],
      ["lesson", UUID(2)],
      ["lessonBlock", UUID(3)],
      ["task", UUID(4)],
      ["taskBlock", UUID(5)],
    ]);
    for (const a of saved.assignments) expect(a.id).toMatch(/^\d+$/);
    const lessonId = saved.assignments[1]?.id;
    expect(saved.assignments[2]).toMatchObject({ lessonID: lessonId });
    expect(saved.assignments[4]).toMatchObject({ taskID: saved.assignments[3]?.id });
    const module = saved.course.moduleList[0];
    expect(module?.moduleID).toBe(saved.assignments[0]?.id);
    expect(module?.lessons[0]?.statistics).toMatchObject({ section_id: module?.moduleID, course_id: String(id) });
    const after = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(after).toEqual({ version: 2, course: saved.course, read_only: false });
    // Saving again with server ids keeps them and assigns nothing.
    const again = await server.call(
      "PUT",
      `/api/courses/${id}/content`,
      { version: 2, course: after.course },
      tokens.SCHOOL_OWNER,
    );
    expect((again.body as SaveAnswer).data.assignments).toEqual([]);
    expect((again.body as SaveAnswer).data.course.moduleList).toEqual(after.course.moduleList);
  });

  it("gives temporary question and answer ids server ids too", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER);
    const { course } = await readContent(server, id, tokens.SCHOOL_OWNER);
    const body = withNewStructure(course);
    const lesson = body.moduleList[0]?.lessons[0];
    const test: CourseBody["moduleList"][number]["lessons"][number]["lessonContent"][number] = {
      contentBlockID: UUID(9),
      status: "accepted",
      evaluation: null,
      content: {
        _tag: "test",
        name: "Тест",
        questions: [{ questionID: UUID(10), text: "?", answers: [{ answerID: UUID(11), text: "да", correct: true }] }],
      },
    };
    const changed = {
      ...body,
      moduleList: [{ ...body.moduleList[0]!, lessons: [{ ...lesson!, lessonContent: [test] }] }],
    };
    const saved = (
      await server.call("PUT", `/api/courses/${id}/content`, { version: 1, course: changed }, tokens.SCHOOL_OWNER)
    ).body as SaveAnswer;
    const stored = saved.data.course.moduleList[0]?.lessons[0]?.lessonContent[0];
    expect(stored?.status).toBe("none");
    expect(stored?.content).toMatchObject({
      _tag: "test",
      questions: [
        { questionID: expect.stringMatching(/^\d+$/), answers: [{ answerID: expect.stringMatching(/^\d+$/) }] },
      ],
    });
  });

  it("normalises: removed list items dropped, maxCount fixed, advantages padded, name synced", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER);
    const { course } = await readContent(server, id, tokens.SCHOOL_OWNER);
    const body: CourseBody = {
      ...course,
      general: { ...course.general, name: { value: "  Новое имя  " }, advantages: [{ id: null, description: "Одно" }] },
      lists: {
        ...course.lists,
        learns: [
          { id: UUID(20), description: "остаётся", image: "", status: "active" },
          { id: "77", description: "x".repeat(100), image: "", status: "removed" },
        ],
      },
      settings: { ...course.settings, accesses: { ...course.settings.accesses, maxCount: "a12" } },
    };
    const saved = (
      (await server.call("PUT", `/api/courses/${id}/content`, { version: 1, course: body }, tokens.SCHOOL_OWNER))
        .body as SaveAnswer
    ).data.course;
    expect(saved.lists.learns.map((l) => l.description)).toEqual(["остаётся"]);
    expect(saved.settings.accesses.maxCount).toBe("12");
    expect(saved.general.advantages).toHaveLength(3);
    expect(saved.general.name.value).toBe("Новое имя");
    expect(server.store.data.courses.find((c) => c.id === id)?.name).toBe("Новое имя");
  });

  it("422 with SPEC §5 messages for too-long list texts, a blank name and a bad shape; nothing written", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER);
    const { course } = await readContent(server, id, tokens.SCHOOL_OWNER);
    const body: CourseBody = {
      ...course,
      general: { ...course.general, name: { value: " " } },
      lists: {
        ...course.lists,
        results: [
          { id: "r", name: "x".repeat(46), description: "y".repeat(201), color: "", position: 0, status: "active" },
        ],
        learns: [{ id: "l", description: "z".repeat(46), image: "", status: "active" }],
        consumers: [{ id: "c", description: "z".repeat(46), image: "", status: "active" }],
        programs: [{ id: "p", name: "п".repeat(257), description: "", status: "active" }],
      },
    };
    const answer = await server.call(
      "PUT",
      `/api/courses/${id}/content`,
      { version: 1, course: body },
      tokens.SCHOOL_OWNER,
    );
    expect(answer.status).toBe(422);
    expect(validationOf(answer.body)).toEqual({
      "general.name": ["Обязательное поле"],
      "lists.results.0.name": ["Не должно превышать 45 символов"],
      "lists.results.0.description": ["Не должно превышать 200 символов"],
      "lists.learns.0.description": ["Не должно превышать 45 символов"],
      "lists.consumers.0.description": ["Не должно превышать 45 символов"],
      "lists.programs.0.name": ["Не должно превышать 256 символов"],
    });
    const long = await server.call(
      "PUT",
      `/api/courses/${id}/content`,
      { version: 1, course: { ...course, general: { ...course.general, name: { value: "н".repeat(257) } } } },
      tokens.SCHOOL_OWNER,
    );
    expect(validationOf(long.body)).toEqual({ "general.name": ["Не должно превышать 256 символов"] });
    const shape = await server.call(
      "PUT",
      `/api/courses/${id}/content`,
      { version: "1", course: { general: 1 } },
      tokens.SCHOOL_OWNER,
    );
    expect(shape.status).toBe(422);
    expect(validationOf(shape.body)).toMatchObject({ version: ["Обязательное поле"], course: ["Обязательное поле"] });
    const dup = { ...withNewStructure(course) };
    const twice = {
      ...dup,
      moduleList: [
        { ...dup.moduleList[0]!, moduleID: "5" },
        { ...dup.moduleList[0]!, moduleID: "5", lessons: [] },
      ],
    };
    const dupAnswer = await server.call(
      "PUT",
      `/api/courses/${id}/content`,
      { version: 1, course: twice },
      tokens.SCHOOL_OWNER,
    );
    expect(validationOf(dupAnswer.body)).toEqual({ "moduleList.1.moduleID": ["Такой идентификатор уже используется"] });
    expect((await readContent(server, id, tokens.SCHOOL_OWNER)).version).toBe(1);
  });

  it("409 for a stale version, with nothing written", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER);
    const { course } = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(
      (await server.call("PUT", `/api/courses/${id}/content`, { version: 1, course }, tokens.SCHOOL_OWNER)).status,
    ).toBe(200);
    const stale = await server.call(
      "PUT",
      `/api/courses/${id}/content`,
      { version: 1, course: withNewStructure(course) },
      tokens.MANAGER,
    );
    expect(stale.status).toBe(409);
    expect(errorMessage(stale.body)).toBe("Курс изменён в другом окне. Обновите страницу");
    const now = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(now.version).toBe(2);
    expect(now.course.moduleList).toEqual([]);
  });

  it("two concurrent saves from the same version: exactly one wins, the other gets 409", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER);
    const { course } = await readContent(server, id, tokens.SCHOOL_OWNER);
    const a = { ...course, general: { ...course.general, name: { value: "Окно А" } } };
    const b = withNewStructure({ ...course, general: { ...course.general, name: { value: "Окно Б" } } });
    const answers = await Promise.all([
      server.call("PUT", `/api/courses/${id}/content`, { version: 1, course: a }, tokens.SCHOOL_OWNER),
      server.call("PUT", `/api/courses/${id}/content`, { version: 1, course: b }, tokens.MANAGER),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const winner = answers.find((x) => x.status === 200)?.body as SaveAnswer;
    const stored = await readContent(server, id, tokens.SCHOOL_OWNER);
    expect(stored).toEqual({ version: 2, course: winner.data.course, read_only: false });
  });

  it("the assigned teacher reads read-only; the access matrix of GET and PUT", async () => {
    const fixture = await addFixtureCourse(server.store, {
      published: false,
      settings: (s) => ({ ...s, accesses: { ...s.accesses, teachers: ["4"] } }),
    });
    const read: Record<Caller, number> = {
      SCHOOL_OWNER: 200,
      MANAGER: 200,
      ADMIN: 200,
      TEACHER: 200,
      STUDENT: 403,
      ANONYMOUS: 401,
    };
    for (const caller of CALLERS) {
      const answer = await server.call("GET", `/api/courses/${fixture.courseId}/content`, undefined, tokens[caller]);
      expect([caller, answer.status]).toEqual([caller, read[caller]]);
    }
    expect((await readContent(server, fixture.courseId, tokens.TEACHER)).read_only).toBe(true);
    const write: Record<Caller, number> = {
      SCHOOL_OWNER: 200,
      MANAGER: 200,
      ADMIN: 200,
      TEACHER: 403,
      STUDENT: 403,
      ANONYMOUS: 401,
    };
    for (const caller of CALLERS) {
      const { version, course } = await readContent(server, fixture.courseId, tokens.ADMIN);
      const answer = await server.call(
        "PUT",
        `/api/courses/${fixture.courseId}/content`,
        { version, course },
        tokens[caller],
      );
      expect([caller, answer.status]).toEqual([caller, write[caller]]);
    }
  });

  it("another school's owner and an unassigned teacher get 403; unknown ids 404", async () => {
    const fixture = await addFixtureCourse(server.store, { published: false });
    const other = await otherSchoolOwner(server);
    const teacher = await unassignedTeacher(server);
    expect((await server.call("GET", `/api/courses/${fixture.courseId}/content`, undefined, other)).status).toBe(403);
    expect((await server.call("GET", `/api/courses/${fixture.courseId}/content`, undefined, teacher)).status).toBe(403);
    const { course } = await readContent(server, fixture.courseId, tokens.ADMIN);
    expect(
      (await server.call("PUT", `/api/courses/${fixture.courseId}/content`, { version: 1, course }, other)).status,
    ).toBe(403);
    expect((await server.call("GET", "/api/courses/999999/content", undefined, tokens.ADMIN)).status).toBe(404);
    expect((await server.call("PUT", "/api/courses/abc/content", { version: 1, course }, tokens.ADMIN)).status).toBe(
      404,
    );
  });
});
