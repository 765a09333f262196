import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LessonProgressView } from "@app/domain/api/passage";
import { addFixtureCourse, type FixtureCourse } from "../../test-support/course-fixture";
import {
  CALLERS,
  errorMessage,
  startTestServer,
  tokensByCaller,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addPerson } from "../../test-support/access-test-support";

describe("lessons: start and complete blocks", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let student: { id: number; token: string };
  let course: FixtureCourse;
  const base = () => `/api/my-courses/${course.courseId}`;
  const post = (path: string, body?: unknown, token: string | undefined = student.token) =>
    server.call("POST", path, body, token);
  const progress = (answer: { body: unknown }) => (answer.body as { data: LessonProgressView }).data;

  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    student = await addPerson(server, "lessons@demo.ru");
    course = await addFixtureCourse(server.store, { students: [student.id] });
  });
  afterAll(() => server.close());

  it("sets start_date once (SPEC §4)", async () => {
    const first = await post(`${base()}/lessons/${course.lessons.l1}/start`);
    expect(first.status).toBe(200);
    expect(progress(first)).toMatchObject({
      lessonID: course.lessons.l1,
      status: "in_progress",
      statistics: { start_date: "2026-03-01T09:00:00.000Z", end_date: null },
    });
    server.now += 30_000;
    expect(progress(await post(`${base()}/lessons/${course.lessons.l1}/start`)).statistics.start_date).toBe(
      "2026-03-01T09:00:00.000Z",
    );
  });

  it("completes blocks idempotently; tests and free tasks complete by answering; all blocks end the lesson, all lessons the course", async () => {
    const text = await post(`${base()}/lessons/${course.lessons.l1}/blocks/${course.blocks.text}/complete`);
    expect(progress(text).statistics.blocks).toContainEqual({ id: course.blocks.text, completed: true });
    expect((await post(`${base()}/lessons/${course.lessons.l1}/blocks/${course.blocks.text}/complete`)).status).toBe(
      200,
    );
    const test = await post(`${base()}/lessons/${course.lessons.l1}/blocks/${course.blocks.test}/complete`);
    expect(test.status).toBe(409);
    expect(errorMessage(test.body)).toBe("Сначала ответьте на тест");
    expect(
      errorMessage(
        (await post(`${base()}/lessons/${course.lessons.l1}/blocks/${course.blocks.freeTask}/complete`)).body,
      ),
    ).toBe("Сначала отправьте задание на проверку");
    await post(`${base()}/tests/${course.blocks.test}/answers`, {
      answers: [{ questionID: course.test.q1, answerIDList: ["nope"] }],
    });
    await post(`${base()}/tests/${course.blocks.test}/answers`, {
      answers: [{ questionID: course.test.q1, answerIDList: course.test.wrong[course.test.q1] }],
    });
    expect((await post(`${base()}/lessons/${course.lessons.l1}/blocks/${course.blocks.test}/complete`)).status).toBe(
      200,
    );
    const sent = await post(`${base()}/tasks/${course.task}/blocks/${course.blocks.freeTask}/submissions`, {
      text: "Ответ",
    });
    // Every block done, the free task on review: the lesson is not complete until the teacher accepts it.
    const l1 = progress(await post(`${base()}/lessons/${course.lessons.l1}/start`));
    expect(l1.status).toBe("in_progress");
    expect(l1.statistics.end_date).toBeNull();
    await post(`${base()}/lessons/${course.lessons.l2}/blocks/${course.blocks.video}/complete`);
    const last = progress(await post(`${base()}/lessons/${course.lessons.l3}/blocks/${course.blocks.text3}/complete`));
    expect(last.course_completed_at).toBeNull();
    const id = (sent.body as { data: { id: number } }).data.id;
    expect((await post(`/api/submissions/${id}/accept`, { comment: "" }, tokens.SCHOOL_OWNER)).status).toBe(200);
    const accepted = progress(await post(`${base()}/lessons/${course.lessons.l1}/start`));
    expect(accepted.status).toBe("completed");
    expect(accepted.statistics.end_date).toBe("2026-03-01T09:00:30.000Z");
    expect(accepted.course_completed_at).toBe("2026-03-01T09:00:30.000Z");
    expect(
      server.store.data.enrolments.find((e) => e.course_id === course.courseId && e.user_id === student.id)
        ?.completed_at,
    ).toBe("2026-03-01T09:00:30.000Z");
  });

  it("refuses a locked lesson with 409 under consecutiveAppearance", async () => {
    const locked = await addFixtureCourse(server.store, {
      students: [student.id],
      settings: (s) => ({ ...s, actions: { ...s.actions, consecutiveAppearance: true } }),
    });
    const path = `/api/my-courses/${locked.courseId}`;
    const refused = await post(`${path}/lessons/${locked.lessons.l2}/start`);
    expect(refused.status).toBe(409);
    expect(errorMessage(refused.body)).toBe("Урок откроется после завершения предыдущего");
    expect((await post(`${path}/lessons/${locked.lessons.l2}/blocks/${locked.blocks.video}/complete`)).status).toBe(
      409,
    );
    await post(`${path}/lessons/${locked.lessons.l1}/blocks/${locked.blocks.text}/complete`);
    await post(`${path}/tests/${locked.blocks.test}/answers`, {
      answers: [{ questionID: locked.test.q1, answerIDList: locked.test.right[locked.test.q1] }],
    });
    const sent = await post(`${path}/tasks/${locked.task}/blocks/${locked.blocks.freeTask}/submissions`, {
      text: "Готово",
    });
    // The lesson before is complete once its free task is accepted, not when it is sent.
    expect((await post(`${path}/lessons/${locked.lessons.l2}/start`)).status).toBe(409);
    const id = (sent.body as { data: { id: number } }).data.id;
    expect((await post(`/api/submissions/${id}/accept`, { comment: "" }, tokens.SCHOOL_OWNER)).status).toBe(200);
    expect((await post(`${path}/lessons/${locked.lessons.l2}/start`)).status).toBe(200);
  });

  it("404 for an unknown course, lesson or block (or a block of another lesson); 403 when not enrolled", async () => {
    expect((await post(`/api/my-courses/999999/lessons/${course.lessons.l1}/start`)).status).toBe(404);
    expect((await post(`${base()}/lessons/nope/start`)).status).toBe(404);
    expect((await post(`${base()}/lessons/${course.lessons.l2}/blocks/${course.blocks.text}/complete`)).status).toBe(
      404,
    );
    const other = await addFixtureCourse(server.store);
    const refused = await post(`/api/my-courses/${other.courseId}/lessons/${other.lessons.l1}/start`);
    expect(refused.status).toBe(403);
    expect(errorMessage(refused.body)).toBe("Вы не записаны на этот курс");
  });

  it("access matrix: only an enrolled user passes (staff who are not enrolled get 403)", async () => {
    const matrix = await addFixtureCourse(server.store, { students: [5] });
    for (const caller of CALLERS) {
      const token = tokens[caller];
      const expected = caller === "STUDENT" ? 200 : caller === "ANONYMOUS" ? 401 : 403;
      const statuses = [
        (
          await server.call(
            "POST",
            `/api/my-courses/${matrix.courseId}/lessons/${matrix.lessons.l1}/start`,
            undefined,
            token,
          )
        ).status,
        (
          await server.call(
            "POST",
            `/api/my-courses/${matrix.courseId}/lessons/${matrix.lessons.l1}/blocks/${matrix.blocks.text}/complete`,
            undefined,
            token,
          )
        ).status,
      ];
      expect([caller, ...statuses]).toEqual([caller, expected, expected]);
    }
  });
});
