import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseStatistics } from "@app/domain/course/settings";
import { CourseStatisticsResponse, UsersStatisticsResponse } from "@app/domain/api/statistics";
import { addFixtureCourse, type FixtureCourse } from "../../test-support/course-fixture";
import {
  CALLERS,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import {
  addCompletion,
  addOtherSchool,
  addProgress,
  addUser,
  matchesSchema,
  withDemoTeacher,
} from "../../test-support/people-fixture";

describe("GET /api/courses/{id}/statistics", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  let unassigned: FixtureCourse;
  let otherOwner: string;
  let other: { id: number; email: string };
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    other = await addUser(server.store, "student", "Борис", "Александров");
    course = await addFixtureCourse(server.store, {
      name: "Статистика-курс",
      students: [5, 6, other.id],
      settings: withDemoTeacher,
    });
    unassigned = await addFixtureCourse(server.store, { students: [5] });
    await addProgress(server.store, course, 5);
    otherOwner = (await server.login((await addOtherSchool(server.store)).ownerEmail)).token;
  });
  afterAll(() => server.close());

  const read = (id: number | string, token: string | undefined) =>
    server.call("GET", `/api/courses/${id}/statistics`, undefined, token);

  it("answers the three tables of SPEC §3 with the documented columns", async () => {
    const answer = await read(course.courseId, tokens.SCHOOL_OWNER);
    expect(answer.status).toBe(200);
    expect(matchesSchema(CourseStatisticsResponse, answer.body)).toBe(true);
    const data = (answer.body as { data: CourseStatistics }).data;
    expect(data.courses).toEqual([
      {
        course_id: course.courseId,
        course: "Статистика-курс",
        lessons_total: 3,
        students_enrolled: 3,
        students_started: 1,
        students_completed: 0,
        average_progress: 11,
        average_test_score: 75,
        tasks_accepted: 1,
        tasks_sent_back: 0,
        submissions_waiting: 0,
      },
    ]);
    expect(data.students.map((row) => row.student)).toEqual(["Борис Александров", "Сергей Иванов", "fresh@demo.ru"]);
    expect(data.students[1]).toEqual({
      student_id: 5,
      student: "Сергей Иванов",
      email: "student@demo.ru",
      progress: 33,
      lessons_completed: 1,
      lessons_total: 3,
      test_score: 75,
      tasks_accepted: 1,
      tasks_sent_back: 0,
      tasks_on_review: 0,
      completed: false,
      status: "inProgress",
      enrolled_at: "2026-03-01T09:00:00.000Z",
      last_activity: "2026-03-04T12:00:00.000Z",
    });
    expect(data.students[2]).toMatchObject({
      progress: 0,
      test_score: null,
      last_activity: "2026-03-01T09:00:00.000Z",
    });
    expect(data.lessons).toEqual([
      {
        position: 1,
        lesson_id: course.lessons.l1,
        module: "Введение",
        lesson: "Первый урок",
        students_started: 1,
        students_completed: 1,
        completion_rate: 33,
        average_test_score: 75,
        // Issue #37: its one free-task work came with no date set, so on time.
        on_time_rate: 100,
      },
      {
        position: 2,
        lesson_id: course.lessons.l2,
        module: "Введение",
        lesson: "Второй урок",
        students_started: 1,
        students_completed: 0,
        completion_rate: 0,
        average_test_score: null,
        on_time_rate: null,
      },
      {
        position: 3,
        lesson_id: course.lessons.l3,
        module: "Итоги",
        lesson: "Третий урок",
        students_started: 0,
        students_completed: 0,
        completion_rate: 0,
        average_test_score: null,
        on_time_rate: null,
      },
    ]);
  });

  it("counts a submission waiting for review and a completed enrolment", async () => {
    const extra = await addFixtureCourse(server.store, { students: [5, 6] });
    await addCompletion(server.store, extra, 6, "2026-03-05T09:00:00.000Z");
    await server.store.update((db) => {
      db.submissions.push({
        id: 9001,
        course_id: extra.courseId,
        user_id: 5,
        module_id: extra.modules[0],
        lesson_id: extra.lessons.l1,
        task_id: extra.task,
        block_id: extra.blocks.freeTask,
        status: "onReview",
        attempts: [],
        updated_at: "2026-03-06T09:00:00.000Z",
      });
    });
    const data = ((await read(extra.courseId, tokens.MANAGER)).body as { data: CourseStatistics }).data;
    expect(data.courses[0]).toMatchObject({ students_enrolled: 2, students_completed: 1, submissions_waiting: 1 });
    expect(data.students.find((row) => row.student_id === 5)).toMatchObject({
      tasks_on_review: 1,
      status: "notStarted",
      last_activity: "2026-03-06T09:00:00.000Z",
    });
    expect(data.students.find((row) => row.student_id === 6)).toMatchObject({ completed: true, status: "completed" });
  });

  it("access matrix: staff and the assigned teacher 200, a student 403, anonymous 401", async () => {
    const expected: Record<Caller, number> = {
      SCHOOL_OWNER: 200,
      MANAGER: 200,
      ADMIN: 200,
      TEACHER: 200,
      STUDENT: 403,
      ANONYMOUS: 401,
    };
    for (const caller of CALLERS)
      expect([caller, (await read(course.courseId, tokens[caller])).status]).toEqual([caller, expected[caller]]);
  });

  it("403 for a teacher not assigned, another school's owner, and students enrolled or not", async () => {
    expect((await read(unassigned.courseId, tokens.TEACHER)).status).toBe(403);
    expect((await read(course.courseId, otherOwner)).status).toBe(403);
    const outsider = await addUser(server.store, "student", "Пётр", "Посторонний");
    expect((await read(course.courseId, (await server.login(outsider.email)).token)).status).toBe(403);
    expect((await read(course.courseId, tokens.STUDENT)).status).toBe(403);
  });

  it("404 for an unknown or malformed course id", async () => {
    expect((await read(999_999, tokens.ADMIN)).status).toBe(404);
    expect((await read("abc", tokens.ADMIN)).status).toBe(404);
  });

  it("answers empty tables for a course without content or students", async () => {
    const created = await server.call("POST", "/api/courses", { name: "Пустой курс" }, tokens.SCHOOL_OWNER);
    const id = (created.body as { data: { id: number } }).data.id;
    const data = ((await read(id, tokens.SCHOOL_OWNER)).body as { data: CourseStatistics }).data;
    expect(data.students).toEqual([]);
    expect(data.courses[0]).toMatchObject({ students_enrolled: 0, average_progress: 0, average_test_score: null });
  });
});

describe("GET /api/users-statistics", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  let unassigned: FixtureCourse;
  let foreign: FixtureCourse;
  let otherOwner: string;
  let otherStudent: { id: number; email: string };
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    otherStudent = await addUser(server.store, "student", "Борис", "Александров");
    course = await addFixtureCourse(server.store, { students: [5, otherStudent.id], settings: withDemoTeacher });
    unassigned = await addFixtureCourse(server.store, { students: [otherStudent.id] });
    await addProgress(server.store, course, 5);
    const school = await addOtherSchool(server.store);
    foreign = await addFixtureCourse(server.store, { schoolId: school.schoolId, students: [otherStudent.id] });
    otherOwner = (await server.login(school.ownerEmail)).token;
  });
  afterAll(() => server.close());

  const rows = async (token: string | undefined, query = ""): Promise<UsersStatisticsResponse> => {
    const answer = await server.call("GET", `/api/users-statistics?per_page=100${query}`, undefined, token);
    expect(answer.status).toBe(200);
    expect(matchesSchema(UsersStatisticsResponse, answer.body)).toBe(true);
    return answer.body as UsersStatisticsResponse;
  };
  const pairs = (page: UsersStatisticsResponse, courseIds: ReadonlyArray<number>) =>
    page.data.filter((row) => courseIds.includes(row.course.id)).map((row) => [row.student.id, row.course.id]);
  const mine = () => [course.courseId, unassigned.courseId, foreign.courseId];

  it("a student sees only his own rows, with his progress", async () => {
    const page = await rows(tokens.STUDENT);
    expect(page.data.every((row) => row.student.id === 5)).toBe(true);
    expect(page.data.find((row) => row.course.id === course.courseId)).toEqual({
      student: { id: 5, name: "Сергей Иванов", email: "student@demo.ru" },
      course: { id: course.courseId, name: `Курс-фикстура ${course.courseId}` },
      progress: 33,
      lessons_completed: 1,
      lessons_total: 3,
      test_score: 75,
      tasks_accepted: 1,
      tasks_sent_back: 0,
      tasks_on_review: 0,
      completed: false,
      status: "inProgress",
      completed_at: null,
      lesson_completions: ["2026-03-02T11:00:00.000Z"],
      last_activity: "2026-03-04T12:00:00.000Z",
    });
  });

  it("a teacher sees the students of his assigned courses only", async () => {
    expect(pairs(await rows(tokens.TEACHER), mine())).toEqual([
      [otherStudent.id, course.courseId],
      [5, course.courseId],
    ]);
  });

  it("a school's staff see its courses' students; another school's owner only his own; an admin all", async () => {
    for (const caller of ["SCHOOL_OWNER", "MANAGER"] as const) {
      expect(pairs(await rows(tokens[caller]), mine())).toEqual([
        [otherStudent.id, course.courseId],
        [otherStudent.id, unassigned.courseId],
        [5, course.courseId],
      ]);
    }
    expect(pairs(await rows(otherOwner), mine())).toEqual([[otherStudent.id, foreign.courseId]]);
    expect(pairs(await rows(tokens.ADMIN), mine())).toHaveLength(4);
  });

  it("filters by course_id and pages with meta", async () => {
    const filtered = await rows(tokens.ADMIN, `&course_id=${course.courseId}`);
    expect(filtered.meta.total).toBe(2);
    const first = await server.call(
      "GET",
      `/api/users-statistics?course_id=${course.courseId}&page=2&per_page=1`,
      undefined,
      tokens.ADMIN,
    );
    expect(first.body).toMatchObject({ meta: { page: 2, per_page: 1, total: 2 }, data: [{ student: { id: 5 } }] });
  });

  it("422 for a course_id that is not a whole number", async () => {
    const answer = await server.call("GET", "/api/users-statistics?course_id=abc", undefined, tokens.ADMIN);
    expect(answer.status).toBe(422);
    expect(validationOf(answer.body)).toEqual({ course_id: ["Должно быть целым числом"] });
  });

  it("access matrix: all five roles 200, anonymous 401", async () => {
    for (const caller of CALLERS) {
      const status = (await server.call("GET", "/api/users-statistics", undefined, tokens[caller])).status;
      expect([caller, status]).toEqual([caller, caller === "ANONYMOUS" ? 401 : 200]);
    }
  });
});
