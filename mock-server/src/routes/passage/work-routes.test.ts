import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubmissionView, TestResult } from "@app/domain/api/passage";
import { addFixtureCourse, type FixtureCourse } from "../../test-support/course-fixture";
import {
  CALLERS,
  errorMessage,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addPerson } from "../../test-support/access-test-support";

const answersOf = (set: Readonly<Record<string, ReadonlyArray<string>>>) =>
  Object.entries(set).map(([questionID, answerIDList]) => ({ questionID, answerIDList }));

describe("tests and free tasks", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let student: { id: number; token: string };
  let classmate: { id: number; token: string };
  let course: FixtureCourse;
  const base = () => `/api/my-courses/${course.courseId}`;
  const post = (path: string, body?: unknown, token: string = student.token) => server.call("POST", path, body, token);
  const submit = (body: unknown, token: string = student.token, c: FixtureCourse = course) =>
    server.call(
      "POST",
      `/api/my-courses/${c.courseId}/tasks/${c.task}/blocks/${c.blocks.freeTask}/submissions`,
      body,
      token,
    );
  const upload = async (token: string): Promise<string> => {
    const form = new FormData();
    form.append("file", new Blob(["эссе"], { type: "text/plain" }), "эссе.txt");
    return ((await server.call("POST", "/api/file", form, token)).body as { data: { id: string } }).data.id;
  };

  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    student = await addPerson(server, "work@demo.ru");
    classmate = await addPerson(server, "classmate@demo.ru");
    course = await addFixtureCourse(server.store, { students: [student.id, classmate.id] });
  });
  afterAll(() => server.close());

  it("scores a test: a question counts when the chosen set equals the correct set", async () => {
    const wrong = await post(`${base()}/tests/${course.blocks.test}/answers`, {
      answers: answersOf(course.test.wrong),
    });
    expect(wrong.status).toBe(200);
    const result = (wrong.body as { data: TestResult }).data;
    expect([result.score, result.max_score]).toEqual([0, 2]);
    expect(result.results.map((r) => r.correct)).toEqual([false, false]);
    // Answers are upserted per question: fixing q2 alone keeps q1's wrong answer.
    const fixed = await post(`${base()}/tests/${course.blocks.test}/answers`, {
      answers: [{ questionID: course.test.q2, answerIDList: course.test.right[course.test.q2] }],
    });
    expect((fixed.body as { data: TestResult }).data.score).toBe(1);
    const right = await post(`${base()}/tests/${course.blocks.test}/answers`, {
      answers: answersOf(course.test.right),
    });
    expect((right.body as { data: TestResult }).data.score).toBe(2);
    expect(
      server.store.data.testAttempts.filter((t) => t.block_id === course.blocks.test && t.user_id === student.id),
    ).toHaveLength(1);
  });

  it("prohibitReplay: a second answer gets 409", async () => {
    const strict = await addFixtureCourse(server.store, {
      students: [student.id],
      settings: (s) => ({ ...s, actions: { ...s.actions, prohibitReplay: true } }),
    });
    const path = `/api/my-courses/${strict.courseId}/tests/${strict.blocks.test}/answers`;
    expect((await post(path, { answers: answersOf(strict.test.right) })).status).toBe(200);
    const again = await post(path, { answers: answersOf(strict.test.right) });
    expect(again.status).toBe(409);
    expect(errorMessage(again.body)).toBe("Повторное прохождение запрещено");
  });

  it("validates answers (422) and refuses blocks that are not tests (404)", async () => {
    const path = `${base()}/tests/${course.blocks.test}/answers`;
    expect(validationOf((await post(path, {})).body)).toEqual({ answers: ["Обязательное поле"] });
    expect(validationOf((await post(path, { answers: [] })).body)).toEqual({ answers: ["Обязательное поле"] });
    const unknown = await post(path, {
      answers: [
        { questionID: "nope", answerIDList: ["1"] },
        { questionID: course.test.q1, answerIDList: ["nope"] },
      ],
    });
    expect(validationOf(unknown.body)).toEqual({
      "answers.0.questionID": ["Выберите значение из списка"],
      "answers.1.answerIDList": ["Выберите значение из списка"],
    });
    expect(
      (await post(`${base()}/tests/${course.blocks.text}/answers`, { answers: answersOf(course.test.right) })).status,
    ).toBe(404);
    expect((await post(`${base()}/tests/nope/answers`, { answers: answersOf(course.test.right) })).status).toBe(404);
  });

  it("submits a free task (onReview), refuses while on review, takes a new attempt after needsWork, refuses once accepted", async () => {
    const fileId = await upload(student.token);
    // Blank lines before and whitespace after go; the indentation of code stays (issue #15).
    const first = await submit({ text: "\n  \n  Хочу научиться программировать\n\n    print(1)  \n", files: [fileId] });
    expect(first.status).toBe(201);
    const created = (first.body as { data: SubmissionView }).data;
    expect(created).toMatchObject({ status: "onReview", task_id: course.task, lesson_id: course.lessons.l1 });
    expect(created.attempts).toEqual([
      {
        number: 1,
        text: "  Хочу научиться программировать\n\n    print(1)",
        files: [expect.objectContaining({ id: fileId, name: "эссе.txt" })],
        submitted_at: expect.any(String),
        feedback: null,
      },
    ]);
    const again = await submit({ text: "ещё" });
    expect(again.status).toBe(409);
    expect(errorMessage(again.body)).toBe("Задание уже на проверке");
    await server.store.update((db) => {
      const record = db.submissions.find((s) => s.id === created.id);
      if (record === undefined) return;
      record.status = "needsWork";
      const attempt = record.attempts[0];
      if (attempt !== undefined)
        attempt.feedback = {
          teacher_id: 4,
          decision: "needsWork",
          comment: "Раскройте подробнее",
          at: "2026-03-01T10:00:00.000Z",
        };
    });
    const second = await submit({ text: "Подробнее" });
    expect(second.status).toBe(201);
    const reworked = (second.body as { data: SubmissionView }).data;
    expect(reworked.status).toBe("onReview");
    expect(reworked.attempts.map((a) => [a.number, a.feedback?.comment ?? null])).toEqual([
      [1, "Раскройте подробнее"],
      [2, null],
    ]);
    await server.store.update((db) => {
      const record = db.submissions.find((s) => s.id === created.id);
      if (record !== undefined) record.status = "accepted";
    });
    expect(errorMessage((await submit({ text: "ещё раз" })).body)).toBe("Задание уже принято");
  });

  it("validates a submission: text or files; only the student's own files", async () => {
    expect(validationOf((await submit({}, classmate.token)).body)).toEqual({ text: ["Обязательное поле"] });
    expect(validationOf((await submit({ text: "   " }, classmate.token)).body)).toEqual({
      text: ["Обязательное поле"],
    });
    expect(validationOf((await submit({ text: 5 }, classmate.token)).body)).toEqual({ text: ["Обязательное поле"] });
    expect(validationOf((await submit({ text: "x".repeat(10_001) }, classmate.token)).body)).toEqual({
      text: ["Не должно превышать 10000 символов"],
    });
    const someoneElses = await upload(student.token);
    expect(validationOf((await submit({ text: "ок", files: [someoneElses] }, classmate.token)).body)).toEqual({
      "files.0": ["Файл не найден"],
    });
    const own = await upload(classmate.token);
    expect((await submit({ files: [own] }, classmate.token)).status).toBe(201);
    const wrongTask = await server.call(
      "POST",
      `${base()}/tasks/nope/blocks/${course.blocks.freeTask}/submissions`,
      { text: "x" },
      classmate.token,
    );
    expect(wrongTask.status).toBe(404);
    expect(
      (
        await server.call(
          "POST",
          `${base()}/tasks/${course.task}/blocks/${course.blocks.text}/submissions`,
          { text: "x" },
          classmate.token,
        )
      ).status,
    ).toBe(404);
  });

  it("lists only the student's own submissions, with every attempt", async () => {
    const mine = await server.call("GET", `${base()}/submissions`, undefined, student.token);
    const data = (mine.body as { data: SubmissionView[] }).data;
    expect(data.map((s) => s.user_id)).toEqual([student.id]);
    expect(data[0]?.attempts).toHaveLength(2);
    const theirs = (await server.call("GET", `${base()}/submissions`, undefined, classmate.token)).body as {
      data: SubmissionView[];
    };
    expect(theirs.data.map((s) => s.user_id)).toEqual([classmate.id]);
    expect((await server.call("GET", `${base()}/submissions`, undefined, tokens.STUDENT)).status).toBe(403);
  });

  it("access matrix: only an enrolled user answers, submits and lists", async () => {
    const matrix = await addFixtureCourse(server.store, { students: [5] });
    for (const caller of CALLERS) {
      const token = tokens[caller];
      const ok = caller === "STUDENT";
      const expected = [ok ? 200 : 0, ok ? 201 : 0, ok ? 200 : 0].map((s) =>
        caller === "ANONYMOUS" ? 401 : s === 0 ? 403 : s,
      );
      const statuses = [
        (
          await server.call(
            "POST",
            `/api/my-courses/${matrix.courseId}/tests/${matrix.blocks.test}/answers`,
            { answers: answersOf(matrix.test.right) },
            token,
          )
        ).status,
        (
          await server.call(
            "POST",
            `/api/my-courses/${matrix.courseId}/tasks/${matrix.task}/blocks/${matrix.blocks.freeTask}/submissions`,
            { text: "Ответ" },
            token,
          )
        ).status,
        (await server.call("GET", `/api/my-courses/${matrix.courseId}/submissions`, undefined, token)).status,
      ];
      expect([caller, ...statuses]).toEqual([caller, ...expected]);
    }
  });
});
