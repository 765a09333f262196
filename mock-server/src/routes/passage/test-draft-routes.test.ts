import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudentCourse, TestDraftView } from "@app/domain/api/passage";
import { addFixtureCourse, type FixtureCourse } from "../../test-support/course-fixture";
import { errorMessage, startTestServer, validationOf, type TestServer } from "../../test-support/test-server";
import { addPerson } from "../../test-support/access-test-support";

describe("a test's ticks saved per question (PUT …/tests/{blockId}/draft)", () => {
  let server: TestServer;
  let student: { id: number; token: string };
  let course: FixtureCourse;
  const draftPath = (c: FixtureCourse = course) => `/api/my-courses/${c.courseId}/tests/${c.blocks.test}/draft`;
  const put = (body: unknown, c: FixtureCourse = course, token = student.token) =>
    server.call("PUT", draftPath(c), body, token);
  const draftInCourse = async (c: FixtureCourse = course) => {
    const answer = await server.call("GET", `/api/my-courses/${c.courseId}`, undefined, student.token);
    const blocks = (answer.body as { data: StudentCourse }).data.moduleList.flatMap((m) =>
      m.lessons.flatMap((l) => [...l.lessonContent, ...l.tasks.flatMap((t) => t.taskContent)]),
    );
    return blocks.find((b) => b.contentBlockID === c.blocks.test)?.draftAnswers;
  };

  beforeAll(async () => {
    server = await startTestServer();
    student = await addPerson(server, "drafts@demo.ru");
    course = await addFixtureCourse(server.store, { students: [student.id] });
  });
  afterAll(() => server.close());

  it("upserts each question, keeps an emptied one, and the course carries the draft", async () => {
    const { q1, q2, right } = course.test;
    expect(await draftInCourse()).toBeNull();
    const first = await put({ answers: [{ questionID: q1, answerIDList: right[q1] }] });
    expect(first.status).toBe(200);
    expect((first.body as { data: TestDraftView }).data.answers).toEqual([{ questionID: q1, answerIDList: right[q1] }]);
    await put({ answers: [{ questionID: q2, answerIDList: right[q2] }] });
    const emptied = await put({ answers: [{ questionID: q1, answerIDList: [] }] });
    expect((emptied.body as { data: TestDraftView }).data.answers).toEqual([
      { questionID: q1, answerIDList: [] },
      { questionID: q2, answerIDList: right[q2] },
    ]);
    expect(await draftInCourse()).toEqual([
      { questionID: q1, answerIDList: [] },
      { questionID: q2, answerIDList: right[q2] },
    ]);
    // A draft neither scores nor completes the test.
    expect(
      server.store.data.testAttempts.some((t) => t.user_id === student.id && t.block_id === course.blocks.test),
    ).toBe(false);
  });

  it("answering the test drops its draft", async () => {
    const { q1, q2, right } = course.test;
    const answered = await server.call(
      "POST",
      `/api/my-courses/${course.courseId}/tests/${course.blocks.test}/answers`,
      {
        answers: [
          { questionID: q1, answerIDList: right[q1] },
          { questionID: q2, answerIDList: right[q2] },
        ],
      },
      student.token,
    );
    expect(answered.status).toBe(200);
    expect(await draftInCourse()).toBeNull();
    expect(server.store.data.testDrafts.some((d) => d.user_id === student.id && d.course_id === course.courseId)).toBe(
      false,
    );
  });

  it("checks ids like an answer does (422), and refuses what is not a test (404) or not his course (403)", async () => {
    expect(validationOf((await put({ answers: [] })).body)).toEqual({ answers: ["Обязательное поле"] });
    expect(validationOf((await put({ answers: [{ questionID: "nope", answerIDList: [] }] })).body)).toEqual({
      "answers.0.questionID": ["Выберите значение из списка"],
    });
    expect(
      validationOf((await put({ answers: [{ questionID: course.test.q1, answerIDList: ["nope"] }] })).body),
    ).toEqual({ "answers.0.answerIDList": ["Выберите значение из списка"] });
    const notATest = await server.call(
      "PUT",
      `/api/my-courses/${course.courseId}/tests/${course.blocks.video}/draft`,
      { answers: [] },
      student.token,
    );
    expect([notATest.status, errorMessage(notATest.body)]).toEqual([404, "Этот блок не тест"]);
    const stranger = await addPerson(server, "stranger-drafts@demo.ru");
    expect(
      (await put({ answers: [{ questionID: course.test.q1, answerIDList: [] }] }, course, stranger.token)).status,
    ).toBe(403);
  });

  it("refuses ticks on an answered test when replay is prohibited (409)", async () => {
    const strict = await addFixtureCourse(server.store, {
      students: [student.id],
      settings: (s) => ({ ...s, actions: { ...s.actions, prohibitReplay: true } }),
    });
    const { q1, right } = strict.test;
    expect((await put({ answers: [{ questionID: q1, answerIDList: right[q1] }] }, strict)).status).toBe(200);
    await server.call(
      "POST",
      `/api/my-courses/${strict.courseId}/tests/${strict.blocks.test}/answers`,
      { answers: [{ questionID: q1, answerIDList: right[q1] }] },
      student.token,
    );
    const again = await put({ answers: [{ questionID: q1, answerIDList: [] }] }, strict);
    expect([again.status, errorMessage(again.body)]).toEqual([409, "Повторное прохождение запрещено"]);
  });
});
