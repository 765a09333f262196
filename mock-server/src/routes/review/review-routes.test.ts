import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReviewCoursesResponse, ReviewNodesResponse, SubmissionSummariesResponse } from "@app/domain/api/review";
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

const REVIEWERS_ONLY: Record<Caller, number> = {
  SCHOOL_OWNER: 200,
  MANAGER: 200,
  ADMIN: 200,
  TEACHER: 200,
  STUDENT: 403,
  ANONYMOUS: 401,
};

describe("review drill-down: /api/review/courses/…", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  let unassigned: FixtureCourse;
  let classmateId: number;
  let waiting: number;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    course = await addReviewCourse(server.store, { name: "Курс на проверке" });
    unassigned = await addReviewCourse(server.store, { name: "Чужой для учителя", settings: reviewSettings({}, []) });
    classmateId = await addUser(server.store, "classmate@demo.ru", "student", [], "Мария", "Петрова");
    await enrol(server.store, course.courseId, classmateId);
    waiting = await addSubmission(server.store, course);
    await addSubmission(server.store, course, classmateId, "needsWork");
    await addSubmission(server.store, course, classmateId, "accepted");
  });
  afterAll(() => server.close());

  const base = (): string => `/api/review/courses/${course.courseId}`;

  it("lists the courses a teacher is assigned to, with counts by status", async () => {
    const answer = await server.call("GET", "/api/review/courses?per_page=100", undefined, tokens.TEACHER);
    expect(answer.status).toBe(200);
    const body = answer.body as ReviewCoursesResponse;
    expect(body.data).toContainEqual({
      id: course.courseId,
      name: "Курс на проверке",
      school_id: 1,
      counts: { on_review: 1, needs_work: 1, accepted: 1 },
    });
    expect(body.data.map((c) => c.id)).not.toContain(unassigned.courseId);
    expect(body.meta).toEqual({ page: 1, per_page: 100, total: body.data.length });
  });

  it("gives staff every course of their school and an admin every course", async () => {
    const owner = (await server.call("GET", "/api/review/courses?per_page=100", undefined, tokens.SCHOOL_OWNER))
      .body as ReviewCoursesResponse;
    expect(owner.data.map((c) => c.id)).toEqual(expect.arrayContaining([course.courseId, unassigned.courseId]));
    expect(owner.data.every((c) => c.school_id === 1)).toBe(true);
    const admin = (await server.call("GET", "/api/review/courses?per_page=1&page=2", undefined, tokens.ADMIN))
      .body as ReviewCoursesResponse;
    expect(admin.meta).toEqual({ page: 2, per_page: 1, total: server.store.data.courses.length });
    expect(admin.data).toHaveLength(1);
  });

  it("drills down: modules, lessons, tasks with counts; names from the published body", async () => {
    const modules = (await server.call("GET", `${base()}/modules`, undefined, tokens.TEACHER))
      .body as ReviewNodesResponse;
    expect(modules.data).toEqual([
      { id: course.modules[0], name: "Введение", counts: { on_review: 1, needs_work: 1, accepted: 1 } },
      { id: course.modules[1], name: "Итоги", counts: { on_review: 0, needs_work: 0, accepted: 0 } },
    ]);
    const lessons = (
      await server.call("GET", `${base()}/modules/${course.modules[0]}/lessons`, undefined, tokens.TEACHER)
    ).body as ReviewNodesResponse;
    expect(lessons.data.map((l) => [l.name, l.counts.on_review])).toEqual([
      ["Первый урок", 1],
      ["Второй урок", 0],
    ]);
    const tasks = (await server.call("GET", `${base()}/lessons/${course.lessons.l1}/tasks`, undefined, tokens.TEACHER))
      .body as ReviewNodesResponse;
    expect(tasks.data).toEqual([
      { id: course.task, name: "Практика", counts: { on_review: 1, needs_work: 1, accepted: 1 } },
    ]);
    const none = (await server.call("GET", `${base()}/lessons/${course.lessons.l2}/tasks`, undefined, tokens.TEACHER))
      .body as ReviewNodesResponse;
    expect(none.data).toEqual([]);
  });

  it("lists a task's submissions with the student, status, attempts and last date; filters by status", async () => {
    const all = (await server.call("GET", `${base()}/tasks/${course.task}/submissions`, undefined, tokens.TEACHER))
      .body as SubmissionSummariesResponse;
    expect(all.meta.total).toBe(3);
    const onReview = (
      await server.call("GET", `${base()}/tasks/${course.task}/submissions?status=onReview`, undefined, tokens.TEACHER)
    ).body as SubmissionSummariesResponse;
    expect(onReview.data).toEqual([
      {
        id: waiting,
        block_id: course.blocks.freeTask,
        student: { id: 5, name: "Сергей", surname: "Иванов", avatar: null },
        status: "onReview",
        attempts: 1,
        submitted_at: "2026-03-02T10:00:00.000Z",
      },
    ]);
    const accepted = (
      await server.call("GET", `${base()}/tasks/${course.task}/submissions?status=accepted`, undefined, tokens.TEACHER)
    ).body as SubmissionSummariesResponse;
    expect(accepted.data.map((s) => s.student.name)).toEqual(["Мария"]);
  });

  it("answers 422 'Выберите значение из списка' for an unknown status", async () => {
    for (const status of ["done", "", "onReview&status=accepted"]) {
      const answer = await server.call(
        "GET",
        `${base()}/tasks/${course.task}/submissions?status=${status}`,
        undefined,
        tokens.TEACHER,
      );
      expect(answer.status).toBe(422);
      expect(validationOf(answer.body)).toEqual({ status: ["Выберите значение из списка"] });
    }
  });

  it("answers 404 for an unknown course, module, lesson or task", async () => {
    const paths = [
      "/api/review/courses/999999/modules",
      "/api/review/courses/abc/modules",
      `${base()}/modules/nope/lessons`,
      `${base()}/lessons/nope/tasks`,
      `${base()}/tasks/nope/submissions`,
      `${base()}/modules/${course.lessons.l1}/lessons`,
    ];
    for (const path of paths) {
      const answer = await server.call("GET", path, undefined, tokens.ADMIN);
      expect([path, answer.status]).toEqual([path, 404]);
    }
    expect(
      errorMessage((await server.call("GET", `${base()}/tasks/nope/submissions`, undefined, tokens.ADMIN)).body),
    ).toBe("Задание не найдено");
  });

  it("a course never published has no modules", async () => {
    const draft = await addReviewCourse(server.store, { published: false });
    const answer = await server.call("GET", `/api/review/courses/${draft.courseId}/modules`, undefined, tokens.TEACHER);
    expect(answer.body).toEqual({ data: [] });
  });

  it("access matrix of every drill-down endpoint", async () => {
    const paths = [
      "/api/review/courses",
      "/api/review/queue",
      `${base()}/modules`,
      `${base()}/modules/${course.modules[0]}/lessons`,
      `${base()}/lessons/${course.lessons.l1}/tasks`,
    ];
    for (const path of paths) {
      const got: Record<string, number> = {};
      for (const caller of CALLERS) got[caller] = (await server.call("GET", path, undefined, tokens[caller])).status;
      expect([path, got]).toEqual([path, REVIEWERS_ONLY]);
    }
    const exercises: Record<string, number> = {};
    for (const caller of CALLERS)
      exercises[caller] = (
        await server.call("GET", `${base()}/tasks/${course.task}/submissions`, undefined, tokens[caller])
      ).status;
    expect(exercises).toEqual({ ...REVIEWERS_ONLY, STUDENT: 200 });
  });

  it("the exercise level shows an enrolled student only his own submissions; others 403", async () => {
    const mine = (await server.call("GET", `${base()}/tasks/${course.task}/submissions`, undefined, tokens.STUDENT))
      .body as SubmissionSummariesResponse;
    expect(mine.data.map((s) => [s.id, s.student.id])).toEqual([[waiting, 5]]);
    const maria = (await server.login("classmate@demo.ru")).token;
    const hers = (
      await server.call("GET", `${base()}/tasks/${course.task}/submissions?status=accepted`, undefined, maria)
    ).body as SubmissionSummariesResponse;
    expect(hers.data.map((s) => s.student.id)).toEqual([classmateId]);
    const fresh = (await server.login("fresh@demo.ru")).token;
    expect((await server.call("GET", `${base()}/tasks/${course.task}/submissions`, undefined, fresh)).status).toBe(403);
    expect((await server.call("GET", `${base()}/modules`, undefined, maria)).status).toBe(403);
  });

  it("ownership: another school's owner and an unassigned teacher get 403", async () => {
    const stranger = await otherSchoolOwner(server, "owner2@other.ru");
    const list = (await server.call("GET", "/api/review/courses", undefined, stranger)).body as ReviewCoursesResponse;
    expect(list.data).toEqual([]);
    for (const path of [`${base()}/modules`, `${base()}/tasks/${course.task}/submissions`]) {
      expect((await server.call("GET", path, undefined, stranger)).status).toBe(403);
    }
    const tasks = `/api/review/courses/${unassigned.courseId}/lessons/${unassigned.lessons.l1}/tasks`;
    expect((await server.call("GET", tasks, undefined, tokens.TEACHER)).status).toBe(403);
    await addUser(server.store, "teacher2@demo.ru", "teacher", [1]);
    const otherTeacher = (await server.login("teacher2@demo.ru")).token;
    expect((await server.call("GET", `${base()}/modules`, undefined, otherTeacher)).status).toBe(403);
    expect(
      ((await server.call("GET", "/api/review/courses", undefined, otherTeacher)).body as ReviewCoursesResponse).data,
    ).toEqual([]);
  });
});
