import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyCourse, StudentCourse } from "@app/domain/api/passage";
import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { MyCoursesPage, StudentCourseResponse } from "@app/domain/api/passage";
import { addFixtureCourse, type FixtureCourse } from "../../test-support/course-fixture";
import {
  CALLERS,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addOtherSchoolOwner, addPerson } from "../../test-support/access-test-support";

describe("the student's course lists and course view", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let student: { id: number; token: string };
  let available: FixtureCourse;
  let incomplete: FixtureCourse;
  let completed: FixtureCourse;
  const post = (path: string, body?: unknown, token = student.token) => server.call("POST", path, body, token);

  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    student = await addPerson(server, "lists@demo.ru");
    available = await addFixtureCourse(server.store, { name: "Доступный", students: [student.id] });
    incomplete = await addFixtureCourse(server.store, { name: "Начатый", students: [student.id] });
    completed = await addFixtureCourse(server.store, { name: "Пройденный", students: [student.id] });
    await post(`/api/my-courses/${incomplete.courseId}/lessons/${incomplete.lessons.l1}/start`);
    const c = completed;
    await post(`/api/my-courses/${c.courseId}/lessons/${c.lessons.l1}/blocks/${c.blocks.text}/complete`);
    await post(`/api/my-courses/${c.courseId}/tests/${c.blocks.test}/answers`, {
      answers: Object.entries(c.test.right).map(([questionID, answerIDList]) => ({ questionID, answerIDList })),
    });
    await post(`/api/my-courses/${c.courseId}/tasks/${c.task}/blocks/${c.blocks.freeTask}/submissions`, {
      text: "Моё эссе",
    });
    await post(`/api/my-courses/${c.courseId}/lessons/${c.lessons.l2}/blocks/${c.blocks.video}/complete`);
    await post(`/api/my-courses/${c.courseId}/lessons/${c.lessons.l3}/blocks/${c.blocks.text3}/complete`);
  });
  afterAll(() => server.close());

  const list = async (query: string, token = student.token) => {
    const answer = await server.call("GET", `/api/my-courses${query}`, undefined, token);
    expect(Result.isSuccess(Schema.decodeUnknownResult(MyCoursesPage)(answer.body))).toBe(true);
    return answer.body as { data: MyCourse[]; meta: { total: number } };
  };

  it("splits his enrolments into available, incomplete and completed", async () => {
    expect((await list("?status=available")).data.map((c) => c.name)).toEqual(["Доступный"]);
    const started = (await list("?status=incomplete")).data;
    expect(started.map((c) => c.name)).toEqual(["Начатый"]);
    expect(started[0]?.lastLesson).toMatchObject({ lessonID: incomplete.lessons.l1, lessonIndex: 0 });
    const done = (await list("?status=completed")).data;
    expect(done.map((c) => c.name)).toEqual(["Пройденный"]);
    expect(done[0]?.progress).toEqual({ completedLessonsAmount: 3, lessonsAmount: 3, progress: 100 });
    expect(done[0]?.completed_at).not.toBeNull();
    const all = await list("?per_page=2&page=2");
    expect(all.meta.total).toBe(3);
    expect(all.data).toHaveLength(1);
  });

  it("answers 422 for an unknown status, and an empty list for someone with no enrolments", async () => {
    const bad = await server.call("GET", "/api/my-courses?status=archived", undefined, student.token);
    expect(bad.status).toBe(422);
    expect(validationOf(bad.body)).toEqual({ status: ["Выберите значение из списка"] });
    expect((await list("", tokens.TEACHER)).data).toEqual([]);
  });

  it("shows the published course with his overlay and no correct answers", async () => {
    const answer = await server.call("GET", `/api/my-courses/${completed.courseId}`, undefined, student.token);
    expect(answer.status).toBe(200);
    expect(Result.isSuccess(Schema.decodeUnknownResult(StudentCourseResponse)(answer.body))).toBe(true);
    const questions = JSON.stringify(
      (answer.body as { data: StudentCourse }).data.moduleList.flatMap((m) =>
        m.lessons.flatMap((l) => l.lessonContent.map((b) => b.content)),
      ),
    );
    expect(questions).toContain("answerID");
    expect(questions).not.toContain("correct");
    const course = (answer.body as { data: StudentCourse }).data;
    const lesson = course.moduleList[0]?.lessons[0];
    expect(lesson?.status).toBe("completed");
    expect(lesson?.statistics.start_date).not.toBeNull();
    expect(lesson?.statistics.end_date).not.toBeNull();
    const test = lesson?.lessonContent.find((b) => b.contentBlockID === completed.blocks.test);
    expect(test?.testResult).toMatchObject({ score: 2, max_score: 2 });
    const task = lesson?.tasks[0]?.taskContent[0];
    expect(task?.status).toBe("onReview");
    expect(course.progress.progress).toBe(100);
    expect(course.preview).toBe(false);
  });

  it("fills the about fields of his view: his last lesson, the enrolment count and whether he wrote a review", async () => {
    const view = async () =>
      (
        (await server.call("GET", `/api/my-courses/${incomplete.courseId}`, undefined, student.token)).body as {
          data: StudentCourse;
        }
      ).data;
    const before = await view();
    expect(before.general.lastLesson).toMatchObject({ lessonID: incomplete.lessons.l1 });
    expect(before.general.lastLesson).toEqual(before.lastLesson);
    expect(before.general.students_count).toBe(1);
    expect(before.general.has_testimonial_by_auth_user).toBe(false);
    expect((await post(`/api/courses/${incomplete.courseId}/reviews`, { rating: 5, text: "Полезно" })).status).toBe(
      201,
    );
    expect((await view()).general.has_testimonial_by_auth_user).toBe(true);
  });

  it("locks later lessons under consecutiveAppearance", async () => {
    const locked = await addFixtureCourse(server.store, {
      students: [student.id],
      settings: (s) => ({ ...s, actions: { ...s.actions, consecutiveAppearance: true } }),
    });
    const view = (await server.call("GET", `/api/my-courses/${locked.courseId}`, undefined, student.token)).body as {
      data: StudentCourse;
    };
    expect(view.data.moduleList.flatMap((m) => m.lessons.map((l) => l.locked))).toEqual([false, true, true]);
  });

  it("lets staff and the assigned teacher preview; 403 for a student not enrolled and another school's owner; 404 unknown", async () => {
    const preview = await server.call("GET", `/api/my-courses/${available.courseId}`, undefined, tokens.MANAGER);
    expect((preview.body as { data: StudentCourse }).data.preview).toBe(true);
    const draft = await addFixtureCourse(server.store, { published: false });
    expect((await server.call("GET", `/api/my-courses/${draft.courseId}`, undefined, tokens.SCHOOL_OWNER)).status).toBe(
      200,
    );
    expect((await server.call("GET", `/api/my-courses/${available.courseId}`, undefined, tokens.STUDENT)).status).toBe(
      403,
    );
    expect(
      (
        await server.call(
          "GET",
          `/api/my-courses/${available.courseId}`,
          undefined,
          await addOtherSchoolOwner(server, "mc-other@demo.ru"),
        )
      ).status,
    ).toBe(403);
    expect((await server.call("GET", "/api/my-courses/999999", undefined, student.token)).status).toBe(404);
  });

  it("access matrix", async () => {
    const course = await addFixtureCourse(server.store, {
      students: [5],
      settings: (s) => ({ ...s, accesses: { ...s.accesses, teachers: ["4"] } }),
    });
    const expected: Record<Caller, [number, number]> = {
      SCHOOL_OWNER: [200, 200],
      MANAGER: [200, 200],
      ADMIN: [200, 200],
      TEACHER: [200, 200],
      STUDENT: [200, 200],
      ANONYMOUS: [401, 401],
    };
    for (const caller of CALLERS) {
      const token = tokens[caller];
      const statuses = [
        (await server.call("GET", "/api/my-courses?status=available", undefined, token)).status,
        (await server.call("GET", `/api/my-courses/${course.courseId}`, undefined, token)).status,
      ];
      expect([caller, ...statuses]).toEqual([caller, ...expected[caller]]);
    }
  });
});
