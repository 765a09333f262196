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
  let waiting: FixtureCourse;
  const post = (path: string, body?: unknown, token = student.token) => server.call("POST", path, body, token);
  /** Every block of the fixture course done, the free task sent; answers the submission's id. */
  const walk = async (c: FixtureCourse): Promise<number> => {
    await post(`/api/my-courses/${c.courseId}/lessons/${c.lessons.l1}/blocks/${c.blocks.text}/complete`);
    await post(`/api/my-courses/${c.courseId}/tests/${c.blocks.test}/answers`, {
      answers: Object.entries(c.test.right).map(([questionID, answerIDList]) => ({ questionID, answerIDList })),
    });
    const sent = await post(`/api/my-courses/${c.courseId}/tasks/${c.task}/blocks/${c.blocks.freeTask}/submissions`, {
      text: "Моё эссе",
    });
    await post(`/api/my-courses/${c.courseId}/lessons/${c.lessons.l2}/blocks/${c.blocks.video}/complete`);
    await post(`/api/my-courses/${c.courseId}/lessons/${c.lessons.l3}/blocks/${c.blocks.text3}/complete`);
    return (sent.body as { data: { id: number } }).data.id;
  };

  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    student = await addPerson(server, "lists@demo.ru");
    available = await addFixtureCourse(server.store, { name: "Доступный", students: [student.id] });
    incomplete = await addFixtureCourse(server.store, { name: "Начатый", students: [student.id] });
    completed = await addFixtureCourse(server.store, { name: "Пройденный", students: [student.id] });
    await post(`/api/my-courses/${incomplete.courseId}/lessons/${incomplete.lessons.l1}/start`);
    waiting = await addFixtureCourse(server.store, { name: "Ждёт проверки", students: [student.id] });
    await walk(waiting);
    const accepted = await walk(completed);
    await post(`/api/submissions/${accepted}/accept`, { comment: "" }, tokens.SCHOOL_OWNER);
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
    expect(started.map((c) => c.name)).toEqual(["Начатый", "Ждёт проверки"]);
    expect(started[0]?.lastLesson).toMatchObject({ lessonID: incomplete.lessons.l1, lessonIndex: 0 });
    expect(started.map((c) => c.study_status)).toEqual(["inProgress", "onReview"]);
    const done = (await list("?status=completed")).data;
    expect(done.map((c) => c.name)).toEqual(["Пройденный"]);
    expect(done[0]?.progress).toEqual({ completedLessonsAmount: 3, lessonsAmount: 3, progress: 100 });
    expect(done[0]?.completed_at).not.toBeNull();
    expect(done[0]?.study_status).toBe("completed");
    const all = await list("?per_page=2&page=2");
    expect(all.meta.total).toBe(4);
    expect(all.data).toHaveLength(2);
  });

  it("a course whose last task waits for the teacher is not completed (the completion rule)", async () => {
    const view = (await server.call("GET", `/api/my-courses/${waiting.courseId}`, undefined, student.token)).body as {
      data: StudentCourse;
    };
    const [first, second, third] = view.data.moduleList.flatMap((m) => m.lessons);
    expect([first?.status, second?.status, third?.status]).toEqual(["in_progress", "completed", "completed"]);
    expect(first?.statistics.end_date).toBeNull();
    expect(view.data.completed_at).toBeNull();
    expect(view.data.study_status).toBe("onReview");
    expect(view.data.progress).toEqual({ completedLessonsAmount: 2, lessonsAmount: 3, progress: 67 });
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
    expect(task?.status).toBe("accepted");
    expect(course.progress.progress).toBe(100);
    expect(course.completed_at).not.toBeNull();
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
    const lessons = view.data.moduleList.flatMap((m) => m.lessons);
    expect(lessons.map((l) => l.locked)).toEqual([false, true, true]);
    expect(lessons.map((l) => l.position)).toEqual([1, 2, 3]);
    expect(lessons.map((l) => l.lock_reason)).toEqual([
      null,
      "Откроется после урока «Первый урок»",
      "Откроется после урока «Второй урок»",
    ]);
  });

  it("sends a locked lesson's title, place and reason, never its content", async () => {
    const locked = await addFixtureCourse(server.store, {
      students: [student.id],
      settings: (s) => ({ ...s, actions: { ...s.actions, consecutiveAppearance: true } }),
    });
    const answer = await server.call("GET", `/api/my-courses/${locked.courseId}`, undefined, student.token);
    expect(Result.isSuccess(Schema.decodeUnknownResult(StudentCourseResponse)(answer.body))).toBe(true);
    const [open, second, third] = (answer.body as { data: StudentCourse }).data.moduleList.flatMap((m) => m.lessons);
    expect(open?.lessonContent.map((b) => b.contentBlockID)).toEqual([locked.blocks.text, locked.blocks.test]);
    for (const closed of [second, third]) {
      expect(closed).toMatchObject({ locked: true, lessonContent: [], tasks: [] });
    }
    // Nothing of the closed lessons' blocks anywhere in the answer: not their blocks, not their text.
    const blockIDs = [open, second, third].flatMap((l) =>
      [...(l?.lessonContent ?? []), ...(l?.tasks ?? []).flatMap((t) => t.taskContent)].map((b) => b.contentBlockID),
    );
    expect(blockIDs).not.toContain(locked.blocks.video);
    expect(blockIDs).not.toContain(locked.blocks.text3);
    const sent = JSON.stringify(answer.body);
    expect(sent).not.toContain("Видео урока");
    expect(sent).not.toContain("Итоги курса.");
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
