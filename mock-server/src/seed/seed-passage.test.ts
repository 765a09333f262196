import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Memory } from "lowdb";
import type { MyCourse, StudentCourse, SubmissionView } from "@app/domain/api/passage";
import { openStore } from "../store/store";
import { startTestServer, type TestServer } from "../test-support/test-server";
import { seedDemo } from "./seed-demo";
import { EXTRA_STUDENTS } from "./seed-passage-people";

/** GUIDE §1 demo facts of the passage seed, checked through the API after the full seedDemo. */
describe("demo passage seed", () => {
  let server: TestServer;
  let student: string;
  beforeAll(async () => {
    server = await startTestServer();
    student = (await server.login("student@demo.ru")).token;
  });
  afterAll(() => server.close());

  const list = async (status: string, token = student): Promise<MyCourse[]> =>
    (
      (await server.call("GET", `/api/my-courses?status=${status}&per_page=100`, undefined, token)).body as {
        data: MyCourse[];
      }
    ).data;

  it("gives student@demo.ru at least one course in each of his three lists, course 1 incomplete", async () => {
    const [available, incomplete, completed] = await Promise.all([
      list("available"),
      list("incomplete"),
      list("completed"),
    ]);
    expect(available.length).toBeGreaterThan(0);
    expect(incomplete.map((c) => c.course_id)).toContain(1);
    expect(completed.length).toBeGreaterThan(0);
    expect(completed[0]?.progress.progress).toBe(100);
  });

  it("course 1: a test answered, one free task on review, one sent back for rework with the teacher's comment", async () => {
    const course = ((await server.call("GET", "/api/my-courses/1", undefined, student)).body as { data: StudentCourse })
      .data;
    const blocks = course.moduleList.flatMap((m) =>
      m.lessons.flatMap((l) => [...l.lessonContent, ...l.tasks.flatMap((t) => t.taskContent)]),
    );
    expect(blocks.some((b) => b.testResult !== null)).toBe(true);
    expect(blocks.filter((b) => b.status === "onReview")).toHaveLength(1);
    const rework = blocks.filter((b) => b.status === "needsWork");
    expect(rework).toHaveLength(1);
    expect(rework[0]?.evaluation).toMatchObject({ teacherID: "4", comment: expect.stringContaining("Доработайте") });
    // The completion rule: a lesson whose task waits for the teacher or was sent back is not complete.
    expect(course.progress.progress).toBeLessThan(100);
    expect(course.study_status).toBe("needsWork");
    const submissions = (
      (await server.call("GET", "/api/my-courses/1/submissions", undefined, student)).body as { data: SubmissionView[] }
    ).data;
    expect(submissions.find((s) => s.status === "needsWork")?.attempts[0]?.feedback).toMatchObject({
      teacher_id: 4,
      decision: "needsWork",
    });
  });

  it("adds six demo students who sign in with demo123, enrolled in course 1 at varied progress", async () => {
    const owner = (await server.login("owner@demo.ru")).token;
    const users = (
      (await server.call("GET", "/api/courses/1/users", undefined, owner)).body as {
        data: { students: Array<{ email: string; progress: number }> };
      }
    ).data;
    for (const { email } of EXTRA_STUDENTS) expect(users.students.map((s) => s.email)).toContain(email);
    expect(new Set(users.students.map((s) => s.progress)).size).toBeGreaterThanOrEqual(4);
    expect(users.students.some((s) => s.progress === 100)).toBe(true);
    const anna = await server.login("anna.petrova@demo.ru");
    expect((await list("completed", anna.token)).map((c) => c.course_id)).toContain(1);
  });

  it("leaves fresh@demo.ru with nothing", async () => {
    const fresh = (await server.login("fresh@demo.ru")).token;
    expect(await list("", fresh)).toEqual([]);
    expect(server.store.data.enrolments.some((e) => e.user_id === 6)).toBe(false);
  });

  it("uses fixed dates: two seeds give the same passage data", async () => {
    const again = await openStore(new Memory<unknown>());
    await seedDemo(again);
    const passage = (db: typeof again.data) =>
      JSON.stringify([db.enrolments, db.lessonProgress, db.testAttempts, db.submissions]);
    expect(passage(again.data)).toBe(passage(server.store.data));
  });
});
