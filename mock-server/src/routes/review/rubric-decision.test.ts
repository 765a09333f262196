import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubmissionDetailResponse } from "@app/domain/api/review";
import type { SubmissionView } from "@app/domain/api/passage";
import { RUBRIC_MARK_MESSAGES } from "@app/domain/review/rubric-marks";
import type { FixtureCourse } from "../../test-support/course-fixture";
import {
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addReviewCourse, addSubmission } from "../../test-support/review-test-support";
import { setFixtureRubric } from "../../test-support/rubric-fixture";

const RUBRIC = [
  { criterionID: "c1", title: "Есть вывод", points: 3 },
  { criterionID: "c2", title: "Код работает", points: 5 },
  { criterionID: "c3", title: "Оформление", points: 2 },
];

describe("a decision with the rubric's ticks (issue #34 part 4)", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    course = await addReviewCourse(server.store, { name: "Курс с критериями" });
    await setFixtureRubric(server.store, course, RUBRIC);
  });
  afterAll(() => server.close());

  const decide = async (id: number, path: "accept" | "rework", body: object) => {
    const answer = await server.call("POST", `/api/submissions/${id}/${path}`, body, tokens.TEACHER);
    return { status: answer.status, body: answer.body as SubmissionDetailResponse };
  };

  it("the work shows the task's rubric; an acceptance keeps every criterion, met or not, for both sides", async () => {
    const id = await addSubmission(server.store, course);
    const opened = await server.call("GET", `/api/submissions/${id}`, undefined, tokens.TEACHER);
    expect((opened.body as SubmissionDetailResponse).data.task.rubric).toEqual(RUBRIC);
    const { status, body } = await decide(id, "accept", { criteria: ["c3", "c1"] });
    expect(status).toBe(200);
    const marks = body.data.attempts[0]?.feedback?.rubric;
    expect(marks?.map((m) => [m.criterionID, m.met])).toEqual([
      ["c1", true],
      ["c2", false],
      ["c3", true],
    ]);
    const mine = await server.call("GET", `/api/my-courses/${course.courseId}/submissions`, undefined, tokens.STUDENT);
    const seen =
      mine.status === 200 ? (mine.body as { data: SubmissionView[] }).data.find((s) => s.id === id) : undefined;
    expect(mine.status).toBe(200);
    expect(seen?.attempts[0]?.feedback?.rubric).toEqual(marks);
  });

  it("a rework keeps its ticks too, and none ticked marks every criterion unmet", async () => {
    const id = await addSubmission(server.store, course);
    const { status, body } = await decide(id, "rework", { comment: "Добавьте вывод" });
    expect(status).toBe(200);
    expect(body.data.attempts[0]?.feedback?.rubric?.every((m) => !m.met)).toBe(true);
  });

  it("refuses a criterion the task does not have with 422 and decides nothing", async () => {
    const id = await addSubmission(server.store, course);
    const answer = await server.call("POST", `/api/submissions/${id}/accept`, { criteria: ["c9"] }, tokens.TEACHER);
    expect(answer.status).toBe(422);
    expect(validationOf(answer.body)).toEqual({ criteria: [RUBRIC_MARK_MESSAGES.unknownCriterion] });
    const after = await server.call("GET", `/api/submissions/${id}`, undefined, tokens.TEACHER);
    expect((after.body as SubmissionDetailResponse).data.status).toBe("onReview");
  });

  it("a task without a rubric keeps no marks", async () => {
    const plain = await addReviewCourse(server.store, { name: "Без критериев" });
    const id = await addSubmission(server.store, plain);
    const { body } = await decide(id, "accept", {});
    expect(body.data.attempts[0]?.feedback).not.toHaveProperty("rubric");
    expect(body.data.task).not.toHaveProperty("rubric");
  });
});
