import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassmatesPage, RatingResponse } from "@app/domain/api/social";
import { nextId } from "../../store/next-id";
import type { FixtureCourse } from "../../test-support/course-fixture";
import {
  CALLERS,
  errorMessage,
  startTestServer,
  tokensByCaller,
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

const MEMBERS: Record<Caller, number> = {
  SCHOOL_OWNER: 200,
  MANAGER: 200,
  ADMIN: 200,
  TEACHER: 200,
  STUDENT: 200,
  ANONYMOUS: 401,
};

describe("classmates and rating: /api/courses/{id}/classmates, /api/courses/{id}/rating", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  let maria: number;
  let pavel: number;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    course = await addReviewCourse(server.store, { name: "Курс с однокурсниками" });
    maria = await addUser(server.store, "maria@demo.ru", "student", [], "Мария", "Петрова");
    pavel = await addUser(server.store, "pavel@demo.ru", "student", [], "Павел", "Орлов");
    await enrol(server.store, course.courseId, maria);
    await enrol(server.store, course.courseId, pavel);
    // Student 5: test 1 of 2 then 2 of 2 (best counts: 2), one accepted task, one completed lesson → 2 + 10 + 5 = 17.
    // Maria: a completed lesson and the same lesson again, one lesson started only, one accepted task → 10 + 5 = 15... plus test 2 → 17.
    // Pavel: nothing → 0.
    await server.store.update((db) => {
      const attempt = (userId: number, score: number): void => {
        db.testAttempts.push({
          id: nextId(db, "testAttempts"),
          course_id: course.courseId,
          user_id: userId,
          lesson_id: course.lessons.l1,
          task_id: null,
          block_id: course.blocks.test,
          answers: [],
          score,
          max_score: 2,
          answered_at: "2026-03-02T10:00:00.000Z",
        });
      };
      attempt(5, 1);
      attempt(5, 2);
      attempt(maria, 2);
      const progress = (userId: number, lessonId: string, ended: boolean): void => {
        db.lessonProgress.push({
          id: nextId(db, "lessonProgress"),
          course_id: course.courseId,
          user_id: userId,
          module_id: course.modules[0],
          lesson_id: lessonId,
          start_date: "2026-03-02T10:00:00.000Z",
          end_date: ended ? "2026-03-02T11:00:00.000Z" : null,
          // An ended lesson has its blocks done, as the server records it (issue #39: progress is the
          // domain's completion rule, not end_date); its free task is accepted below.
          blocks: ended ? [course.blocks.text, course.blocks.test].map((id) => ({ id, completed: true })) : [],
        });
      };
      progress(5, course.lessons.l1, true);
      progress(maria, course.lessons.l1, true);
      progress(maria, course.lessons.l1, true);
      progress(maria, course.lessons.l2, false);
    });
    await addSubmission(server.store, course, 5, "accepted");
    await addSubmission(server.store, course, maria, "accepted");
    await addSubmission(server.store, course, pavel, "onReview");
  });
  afterAll(() => server.close());

  it("lists the other enrolled students with their progress", async () => {
    const answer = await server.call("GET", `/api/courses/${course.courseId}/classmates`, undefined, tokens.STUDENT);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: [
        {
          student: { id: maria, name: "Мария", surname: "Петрова", avatar: null },
          progress: { completed_lessons: 1, total_lessons: 3, percent: 33 },
        },
        {
          student: { id: pavel, name: "Павел", surname: "Орлов", avatar: null },
          progress: { completed_lessons: 0, total_lessons: 3, percent: 0 },
        },
      ],
      meta: { page: 1, per_page: 12, total: 2 },
    });
    const staff = (await server.call("GET", `/api/courses/${course.courseId}/classmates`, undefined, tokens.MANAGER))
      .body as ClassmatesPage;
    expect(staff.meta.total).toBe(3);
  });

  it("hides classmates from students when showClassmates is off (403), not from staff", async () => {
    const hidden = await addReviewCourse(server.store, { settings: reviewSettings({ showClassmates: false }) });
    const answer = await server.call("GET", `/api/courses/${hidden.courseId}/classmates`, undefined, tokens.STUDENT);
    expect(answer.status).toBe(403);
    expect(errorMessage(answer.body)).toBe("Список однокурсников скрыт автором курса");
    for (const caller of ["SCHOOL_OWNER", "TEACHER", "ADMIN"] as const) {
      expect(
        (await server.call("GET", `/api/courses/${hidden.courseId}/classmates`, undefined, tokens[caller])).status,
      ).toBe(200);
    }
  });

  it("ranks by points (best test scores + 10 per accepted task + 5 per completed lesson); ties share a place", async () => {
    const answer = await server.call("GET", `/api/courses/${course.courseId}/rating`, undefined, tokens.STUDENT);
    expect(answer.status).toBe(200);
    const { entries, me } = (answer.body as RatingResponse).data;
    expect(
      entries.map((e) => [e.place, e.student.name, e.points, e.test_points, e.accepted_tasks, e.completed_lessons]),
    ).toEqual([
      [1, "Мария", 17, 2, 1, 1],
      [1, "Сергей", 17, 2, 1, 1],
      [3, "Павел", 0, 0, 0, 0],
    ]);
    expect(me).toEqual(entries[1]);
    const staff = (await server.call("GET", `/api/courses/${course.courseId}/rating`, undefined, tokens.TEACHER))
      .body as RatingResponse;
    expect(staff.data.me).toBeNull();
  });

  it("answers 404 for an unknown course", async () => {
    for (const tab of ["classmates", "rating"]) {
      for (const id of ["999999", "1.5"])
        expect((await server.call("GET", `/api/courses/${id}/${tab}`, undefined, tokens.ADMIN)).status).toBe(404);
    }
  });

  it("access matrix", async () => {
    for (const tab of ["classmates", "rating"]) {
      const got: Record<string, number> = {};
      for (const caller of CALLERS)
        got[caller] = (
          await server.call("GET", `/api/courses/${course.courseId}/${tab}`, undefined, tokens[caller])
        ).status;
      expect([tab, got]).toEqual([tab, MEMBERS]);
    }
  });

  it("ownership: a student not enrolled, another school's owner and an unassigned teacher get 403", async () => {
    const fresh = (await server.login("fresh@demo.ru")).token;
    const stranger = await otherSchoolOwner(server, "owner5@other.ru");
    const unassigned = await addReviewCourse(server.store, { settings: reviewSettings({}, []) });
    for (const tab of ["classmates", "rating"]) {
      expect((await server.call("GET", `/api/courses/${course.courseId}/${tab}`, undefined, fresh)).status).toBe(403);
      expect((await server.call("GET", `/api/courses/${course.courseId}/${tab}`, undefined, stranger)).status).toBe(
        403,
      );
      expect(
        (await server.call("GET", `/api/courses/${unassigned.courseId}/${tab}`, undefined, tokens.TEACHER)).status,
      ).toBe(403);
    }
  });
});
