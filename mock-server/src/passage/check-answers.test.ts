import * as Result from "effect/Result";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotOfDraft } from "@app/domain/api/course-content";
import { decide } from "@app/domain/model/decide";
import { evolve } from "@app/domain/model/evolve";
import { initialState, type DomainState } from "@app/domain/model/state";
import { addFixtureCourse, type FixtureCourse } from "../test-support/course-fixture";
import { addPerson } from "../test-support/access-test-support";
import { startTestServer, validationOf, type TestServer } from "../test-support/test-server";

/**
 * Issue #19: one rule for a test answer (`answerProblem`). The same answers go through the
 * student page's decide (AnswerTest, on the course as the page loads it) and through the server's
 * draft endpoint (which, like the page, keeps a tick taken back); both name the same field with the
 * same message, or both accept.
 */
describe("the test-answer rule, in the browser's decide and on the server", () => {
  let server: TestServer;
  let student: { id: number; token: string };
  let course: FixtureCourse;
  let state: DomainState;

  beforeAll(async () => {
    server = await startTestServer();
    student = await addPerson(server, "answer-rule@demo.ru");
    course = await addFixtureCourse(server.store, { students: [student.id] });
    const body = server.store.data.courseContents.find((c) => c.course_id === course.courseId)?.published;
    if (body == null) throw new Error("the fixture course is published");
    state = evolve(initialState(), {
      _tag: "CourseLoaded",
      course: snapshotOfDraft(String(course.courseId), body, { published: true, school: null }),
    });
  });
  afterAll(() => server.close());

  const inBrowser = (
    questionID: string,
    answerIDList: ReadonlyArray<string>,
  ): Record<string, ReadonlyArray<string>> => {
    const command = {
      _tag: "AnswerTest" as const,
      courseID: String(course.courseId),
      lessonID: course.lessons.l1,
      taskID: null,
      contentBlockID: course.blocks.test,
      testPassageID: "tp",
      questionID,
      answerIDList,
    };
    const result = decide(state, command);
    if (Result.isSuccess(result)) return {};
    if (result.failure._tag !== "Invalid") throw new Error(`refused otherwise: ${result.failure._tag}`);
    return Object.fromEntries(result.failure.problems.map((p) => [p.field, [p.message]]));
  };
  const onServer = async (
    questionID: string,
    answerIDList: ReadonlyArray<string>,
  ): Promise<Record<string, ReadonlyArray<string>>> => {
    const answer = await server.call(
      "PUT",
      `/api/my-courses/${course.courseId}/tests/${course.blocks.test}/draft`,
      { answers: [{ questionID, answerIDList }] },
      student.token,
    );
    if (answer.status === 200) return {};
    expect(answer.status).toBe(422);
    return Object.fromEntries(
      Object.entries(validationOf(answer.body) ?? {}).map(([key, messages]) => [
        key.replace(/^answers\.0\./, ""),
        messages,
      ]),
    );
  };

  it.each([
    ["a question of the test, its right answer", "q1", ["right"], {}],
    ["a question of the test, a wrong answer of it", "q1", ["wrong"], {}],
    ["a tick taken back (empty list)", "q1", [], {}],
    ["a question not in the test", "nope", ["right"], { questionID: ["Выберите значение из списка"] }],
    ["an answer id not of that question", "q1", ["nope"], { answerIDList: ["Выберите значение из списка"] }],
    ["an answer of another question", "q1", ["q2answer"], { answerIDList: ["Выберите значение из списка"] }],
  ] as const)("%s", async (_name, question, picks, expected) => {
    const { q1, q2, right, wrong } = course.test;
    const questionID = question === "q1" ? q1 : question;
    const ids = picks.map(
      (p) =>
        (p === "right"
          ? (right[q1] ?? [])[0]
          : p === "wrong"
            ? (wrong[q1] ?? [])[0]
            : p === "q2answer"
              ? (right[q2] ?? [])[0]
              : p) ?? "",
    );
    const browser = inBrowser(questionID, ids);
    expect(browser).toEqual(expected);
    expect(await onServer(questionID, ids)).toEqual(browser);
  });
});
