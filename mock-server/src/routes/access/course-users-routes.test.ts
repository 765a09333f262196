import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFixtureCourse, type FixtureCourse } from "../../test-support/course-fixture";
import { CALLERS, startTestServer, tokensByCaller, type Caller, type TestServer } from "../../test-support/test-server";
import { addOtherSchoolOwner, addPerson } from "../../test-support/access-test-support";

type Users = { students: Array<{ id: number; progress: number; email: string }>; teachers: Array<{ id: number }> };

describe("a course's users", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  let student: { id: number; token: string };
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    student = await addPerson(server, "users-student@demo.ru");
    course = await addFixtureCourse(server.store, {
      students: [5, student.id],
      settings: (s) => ({ ...s, accesses: { ...s.accesses, teachers: ["4"] } }),
    });
  });
  afterAll(() => server.close());

  it("lists students with their progress % and the assigned teachers", async () => {
    await server.call(
      "POST",
      `/api/my-courses/${course.courseId}/lessons/${course.lessons.l2}/blocks/${course.blocks.video}/complete`,
      undefined,
      student.token,
    );
    const answer = await server.call("GET", `/api/courses/${course.courseId}/users`, undefined, tokens.SCHOOL_OWNER);
    expect(answer.status).toBe(200);
    const users = (answer.body as { data: Users }).data;
    expect(users.students.map((s) => [s.id, s.progress])).toEqual([
      [5, 0],
      [student.id, 33],
    ]);
    expect(users.teachers.map((t) => t.id)).toEqual([4]);
  });

  it("removes a student (staff only); an unknown one is 404", async () => {
    const removed = await addPerson(server, "removed@demo.ru");
    await server.store.update((db) => {
      db.enrolments.push({
        id: 900_000 + removed.id,
        course_id: course.courseId,
        user_id: removed.id,
        source: "seed",
        enrolled_at: "2026-03-01T09:00:00.000Z",
        completed_at: null,
      });
    });
    expect(
      (await server.call("DELETE", `/api/courses/${course.courseId}/users/${removed.id}`, undefined, tokens.TEACHER))
        .status,
    ).toBe(403);
    const answer = await server.call(
      "DELETE",
      `/api/courses/${course.courseId}/users/${removed.id}`,
      undefined,
      tokens.MANAGER,
    );
    expect(answer.status).toBe(200);
    expect((answer.body as { data: Users }).data.students.map((s) => s.id)).not.toContain(removed.id);
    expect((await server.call("GET", `/api/my-courses/${course.courseId}`, undefined, removed.token)).status).toBe(403);
    expect(
      (await server.call("DELETE", `/api/courses/${course.courseId}/users/${removed.id}`, undefined, tokens.MANAGER))
        .status,
    ).toBe(404);
    expect(
      (await server.call("DELETE", `/api/courses/${course.courseId}/users/x`, undefined, tokens.MANAGER)).status,
    ).toBe(404);
  });

  it("403 for another school's owner and for a teacher who is not assigned; 404 for an unknown course", async () => {
    const other = await addOtherSchoolOwner(server, "users-other@demo.ru");
    expect((await server.call("GET", `/api/courses/${course.courseId}/users`, undefined, other)).status).toBe(403);
    const unassigned = await addFixtureCourse(server.store);
    expect(
      (await server.call("GET", `/api/courses/${unassigned.courseId}/users`, undefined, tokens.TEACHER)).status,
    ).toBe(403);
    expect((await server.call("GET", "/api/courses/999999/users", undefined, tokens.ADMIN)).status).toBe(404);
  });

  it("access matrix: staff read and remove; the assigned teacher reads only", async () => {
    const expected: Record<Caller, [number, number]> = {
      SCHOOL_OWNER: [200, 200],
      MANAGER: [200, 200],
      ADMIN: [200, 200],
      TEACHER: [200, 403],
      STUDENT: [403, 403],
      ANONYMOUS: [401, 401],
    };
    for (const caller of CALLERS) {
      const target = await addPerson(server, `users-matrix-${caller.toLowerCase()}@demo.ru`);
      const matrixCourse = await addFixtureCourse(server.store, {
        students: [target.id],
        settings: (s) => ({ ...s, accesses: { ...s.accesses, teachers: ["4"] } }),
      });
      const token = tokens[caller];
      const statuses = [
        (await server.call("GET", `/api/courses/${matrixCourse.courseId}/users`, undefined, token)).status,
        (await server.call("DELETE", `/api/courses/${matrixCourse.courseId}/users/${target.id}`, undefined, token))
          .status,
      ];
      expect([caller, ...statuses]).toEqual([caller, ...expected[caller]]);
    }
  });
});
