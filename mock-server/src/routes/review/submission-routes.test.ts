import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubmissionDetailResponse } from "@app/domain/api/review";
import type { FixtureCourse } from "../../test-support/course-fixture";
import {
  CALLERS,
  errorMessage,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import {
  addReviewCourse,
  addSubmission,
  addUser,
  enrol,
  otherSchoolOwner,
  reviewSettings,
} from "../../test-support/review-test-support";

describe("submissions: GET /api/submissions/{id}, POST …/accept and …/rework", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    course = await addReviewCourse(server.store, { name: "Курс с заданиями" });
  });
  afterAll(() => server.close());

  const detail = async (id: number, token: string | undefined): Promise<SubmissionDetailResponse["data"]> =>
    ((await server.call("GET", `/api/submissions/${id}`, undefined, token)).body as SubmissionDetailResponse).data;

  it("shows one submission with its task, student and full history", async () => {
    const id = await addSubmission(server.store, course, 5, "resubmitted");
    const answer = await server.call("GET", `/api/submissions/${id}`, undefined, tokens.TEACHER);
    expect(answer.status).toBe(200);
    expect((answer.body as SubmissionDetailResponse).data).toEqual({
      id,
      course_id: course.courseId,
      course_name: "Курс с заданиями",
      status: "onReview",
      task: {
        module_id: course.modules[0],
        lesson_id: course.lessons.l1,
        task_id: course.task,
        block_id: course.blocks.freeTask,
        name: "Практика",
        title: "Эссе",
        text: "Напишите, чему вы хотите научиться.",
      },
      student: { id: 5, name: "Сергей", surname: "Иванов", avatar: null },
      attempts: [
        {
          number: 1,
          text: "Ответ, попытка 1",
          files: [],
          submitted_at: "2026-03-02T10:00:00.000Z",
          feedback: {
            teacher: { id: 4, name: "Татьяна", surname: "Васильева", avatar: null },
            decision: "needsWork",
            comment: "Раскройте тему подробнее",
            at: "2026-03-02T12:00:00.000Z",
          },
        },
        { number: 2, text: "Ответ, попытка 2", files: [], submitted_at: "2026-03-03T10:00:00.000Z", feedback: null },
      ],
      updated_at: "2026-03-03T10:00:00.000Z",
    });
  });

  it("accepts: feedback in the last attempt, history kept, status accepted, an e-mail to the student", async () => {
    const id = await addSubmission(server.store, course, 5, "resubmitted");
    const outboxBefore = server.store.data.mailJobs.length;
    const answer = await server.call(
      "POST",
      `/api/submissions/${id}/accept`,
      { comment: "  Отлично!  " },
      tokens.TEACHER,
    );
    expect(answer.status).toBe(200);
    const data = (answer.body as SubmissionDetailResponse).data;
    expect(data.status).toBe("accepted");
    expect(data.attempts[0]?.feedback?.decision).toBe("needsWork");
    expect(data.attempts[0]?.feedback?.comment).toBe("Раскройте тему подробнее");
    expect(data.attempts[1]?.feedback).toEqual({
      teacher: { id: 4, name: "Татьяна", surname: "Васильева", avatar: null },
      decision: "accepted",
      comment: "Отлично!",
      at: "2026-03-01T09:00:00.000Z",
    });
    expect(data.updated_at).toBe("2026-03-01T09:00:00.000Z");
    // Issue #35: the e-mail waits in the durable outbox (its sender delivers it).
    const mail = server.store.data.mailJobs.slice(outboxBefore);
    expect(mail).toEqual([
      expect.objectContaining({
        kind: "work-accepted",
        to: "student@demo.ru",
        subject: "Задание принято",
        // Issue #30: the task itself, in its lesson, not the course's overview.
        link: expect.stringMatching(new RegExp(`^/myCourses/${course.courseId}/lessons/[^/]+/[^/]+#task-[^/]+$`)),
      }),
    ]);
    expect(mail[0]?.text).toContain("Отлично!");
    expect(await detail(id, tokens.STUDENT)).toEqual(data);
  });

  it("accepts without a comment", async () => {
    const id = await addSubmission(server.store, course);
    const answer = await server.call("POST", `/api/submissions/${id}/accept`, {}, tokens.MANAGER);
    expect(answer.status).toBe(200);
    expect((answer.body as SubmissionDetailResponse).data.attempts[0]?.feedback).toMatchObject({
      decision: "accepted",
      comment: "",
      teacher: { id: 2 },
    });
  });

  it("sends back for rework with a comment: status needsWork and a notice", async () => {
    const id = await addSubmission(server.store, course);
    const answer = await server.call(
      "POST",
      `/api/submissions/${id}/rework`,
      { comment: "Добавьте пример" },
      tokens.SCHOOL_OWNER,
    );
    expect(answer.status).toBe(200);
    const data = (answer.body as SubmissionDetailResponse).data;
    expect(data.status).toBe("needsWork");
    expect(data.attempts.map((a) => a.feedback?.decision)).toEqual(["needsWork"]);
    expect(server.store.data.mailJobs.at(-1)).toMatchObject({
      kind: "work-sent-back",
      to: "student@demo.ru",
      subject: "Задание отправлено на доработку",
      link: expect.stringMatching(new RegExp(`^/myCourses/${course.courseId}/lessons/[^/]+/[^/]+#task-[^/]+$`)),
    });
  });

  it("validates the comment: required for rework, at most 2000 characters", async () => {
    const id = await addSubmission(server.store, course);
    const cases: ReadonlyArray<[string, unknown, string]> = [
      ["rework", {}, "Обязательное поле"],
      ["rework", { comment: "   " }, "Обязательное поле"],
      ["rework", { comment: 5 }, "Обязательное поле"],
      ["rework", { comment: "а".repeat(2001) }, "Не должно превышать 2000 символов"],
      ["accept", { comment: "а".repeat(2001) }, "Не должно превышать 2000 символов"],
      ["accept", { comment: null }, "Обязательное поле"],
    ];
    for (const [action, body, message] of cases) {
      const answer = await server.call("POST", `/api/submissions/${id}/${action}`, body, tokens.TEACHER);
      expect([action, body, answer.status]).toEqual([action, body, 422]);
      expect(validationOf(answer.body)).toEqual({ comment: [message] });
    }
    expect(
      (await server.call("POST", `/api/submissions/${id}/rework`, { comment: "а".repeat(2000) }, tokens.TEACHER))
        .status,
    ).toBe(200);
  });

  it("decides only while on review: 409 with a Russian message", async () => {
    for (const kind of ["accepted", "needsWork"] as const) {
      const id = await addSubmission(server.store, course, 5, kind);
      for (const action of ["accept", "rework"]) {
        const answer = await server.call(
          "POST",
          `/api/submissions/${id}/${action}`,
          { comment: "Ещё раз" },
          tokens.TEACHER,
        );
        expect(answer.status).toBe(409);
        expect(errorMessage(answer.body)).toBe("Задание уже проверено");
      }
    }
  });

  it("two reviewers deciding at once: exactly one wins, the other gets 409", async () => {
    const id = await addSubmission(server.store, course);
    const outboxBefore = server.store.data.mailJobs.length;
    const answers = await Promise.all([
      server.call("POST", `/api/submissions/${id}/accept`, {}, tokens.TEACHER),
      server.call("POST", `/api/submissions/${id}/rework`, { comment: "Переделать" }, tokens.SCHOOL_OWNER),
      server.call("POST", `/api/submissions/${id}/accept`, {}, tokens.ADMIN),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const stored = server.store.data.submissions.find((s) => s.id === id);
    expect(stored?.attempts).toHaveLength(1);
    expect(stored?.attempts[0]?.feedback).not.toBeNull();
    expect(server.store.data.mailJobs.length - outboxBefore).toBe(1);
  });

  it("answers 404 for an unknown submission", async () => {
    for (const path of [
      "/api/submissions/999999",
      "/api/submissions/abc",
      "/api/submissions/999999/accept",
      "/api/submissions/-1/rework",
    ]) {
      const method = path.endsWith("accept") || path.endsWith("rework") ? "POST" : "GET";
      const answer = await server.call(method, path, method === "POST" ? { comment: "x" } : undefined, tokens.ADMIN);
      expect([path, answer.status]).toEqual([path, 404]);
    }
  });

  it("access matrix: reading (reviewers and the student himself) and deciding (reviewers only)", async () => {
    const read = await addSubmission(server.store, course);
    const got: Record<string, number> = {};
    for (const caller of CALLERS)
      got[caller] = (await server.call("GET", `/api/submissions/${read}`, undefined, tokens[caller])).status;
    expect(got).toEqual({ SCHOOL_OWNER: 200, MANAGER: 200, ADMIN: 200, TEACHER: 200, STUDENT: 200, ANONYMOUS: 401 });
    for (const [action, body] of [
      ["accept", {}],
      ["rework", { comment: "Доработайте" }],
    ] as const) {
      const decided: Record<string, number> = {};
      for (const caller of CALLERS) {
        const id = await addSubmission(server.store, course);
        decided[caller] = (await server.call("POST", `/api/submissions/${id}/${action}`, body, tokens[caller])).status;
      }
      expect([action, decided]).toEqual([
        action,
        { SCHOOL_OWNER: 200, MANAGER: 200, ADMIN: 200, TEACHER: 200, STUDENT: 403, ANONYMOUS: 401 },
      ]);
    }
    // Issue #34's review lock: reviewers only (each takes a fresh work's lock, then leaves it).
    for (const method of ["POST", "DELETE"] as const) {
      const locked: Record<string, number> = {};
      for (const caller of CALLERS) {
        const id = await addSubmission(server.store, course);
        locked[caller] = (await server.call(method, `/api/submissions/${id}/lock`, {}, tokens[caller])).status;
      }
      expect([method, locked]).toEqual([
        method,
        { SCHOOL_OWNER: 200, MANAGER: 200, ADMIN: 200, TEACHER: 200, STUDENT: 403, ANONYMOUS: 401 },
      ]);
    }
    // Issue #34 part 6: only the work's student answers a rework comment (reply-routes.test.ts has the rest).
    const replied: Record<string, number> = {};
    for (const caller of CALLERS) {
      const id = await addSubmission(server.store, course, 5, "needsWork");
      replied[caller] = (
        await server.call("POST", `/api/submissions/${id}/replies`, { text: "?" }, tokens[caller])
      ).status;
    }
    expect(replied).toEqual({
      SCHOOL_OWNER: 403,
      MANAGER: 403,
      ADMIN: 403,
      TEACHER: 403,
      STUDENT: 201,
      ANONYMOUS: 401,
    });
  });

  it("ownership: another student, another school's owner and an unassigned teacher get 403", async () => {
    const classmate = await addUser(server.store, "other-student@demo.ru", "student");
    await enrol(server.store, course.courseId, classmate);
    const theirs = await addSubmission(server.store, course, classmate);
    expect((await server.call("GET", `/api/submissions/${theirs}`, undefined, tokens.STUDENT)).status).toBe(403);
    const stranger = await otherSchoolOwner(server, "owner3@other.ru");
    expect((await server.call("GET", `/api/submissions/${theirs}`, undefined, stranger)).status).toBe(403);
    expect((await server.call("POST", `/api/submissions/${theirs}/accept`, {}, stranger)).status).toBe(403);
    const unassigned = await addReviewCourse(server.store, { settings: reviewSettings({}, []) });
    const elsewhere = await addSubmission(server.store, unassigned);
    expect((await server.call("GET", `/api/submissions/${elsewhere}`, undefined, tokens.TEACHER)).status).toBe(403);
    expect(
      (await server.call("POST", `/api/submissions/${elsewhere}/rework`, { comment: "x" }, tokens.TEACHER)).status,
    ).toBe(403);
    expect(server.store.data.submissions.find((s) => s.id === elsewhere)?.status).toBe("onReview");
  });
});
