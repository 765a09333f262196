import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseStatistics } from "@app/domain/course/settings";
import type { Group, StudentsResponse, Subdivision } from "@app/domain/api/people";
import type { UsersStatisticsResponse } from "@app/domain/api/statistics";
import { DEMO_GROUPS, DEMO_SUBDIVISION } from "../../seed/seed-people";
import { startTestServer, tokensByCaller, type Caller, type TestServer } from "../../test-support/test-server";

/** GUIDE §1: on the seeded demo data, statistics, students and groups are not empty. */
describe("statistics and people on the seeded demo data", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  const get = async <T>(path: string, token: string | undefined): Promise<T> => {
    const answer = await server.call("GET", path, undefined, token);
    expect([path, answer.status]).toEqual([path, 200]);
    return answer.body as T;
  };

  it("the demo student is enrolled and his statistics are not empty", async () => {
    const own = await get<UsersStatisticsResponse>("/api/users-statistics", tokens.STUDENT);
    expect(own.meta.total).toBeGreaterThan(0);
    expect(own.data.every((row) => row.student.id === 5)).toBe(true);
  });

  it("the owner sees students statistics and course 1's three tables filled", async () => {
    const rows = await get<UsersStatisticsResponse>("/api/users-statistics?per_page=100", tokens.SCHOOL_OWNER);
    expect(new Set(rows.data.map((row) => row.student.id)).size).toBeGreaterThan(1);
    expect(
      rows.data.some(
        (row) =>
          row.lessons_completed > 0 ||
          row.test_score !== null ||
          row.tasks_accepted + row.tasks_sent_back + row.tasks_on_review > 0,
      ),
    ).toBe(true);
    const enrolled = server.store.data.enrolments.find(
      (e) => e.user_id === 5 && server.store.data.courses.some((c) => c.id === e.course_id && c.school_id === 1),
    );
    const courseId = enrolled?.course_id ?? 1;
    const { data } = await get<{ data: CourseStatistics }>(`/api/courses/${courseId}/statistics`, tokens.SCHOOL_OWNER);
    expect(data.courses).toHaveLength(1);
    expect(data.students.length).toBeGreaterThan(0);
    expect(data.lessons.length).toBeGreaterThan(0);
  });

  it("the students page lists the enrolled students; two groups and a subdivision hold them", async () => {
    const students = await get<StudentsResponse>("/api/students?per_page=100", tokens.SCHOOL_OWNER);
    expect(students.data.map((s) => s.id)).toContain(5);
    const groups = await get<{ data: Group[] }>("/api/groups?per_page=100", tokens.SCHOOL_OWNER);
    const seeded = groups.data.filter((g) => (DEMO_GROUPS as ReadonlyArray<string>).includes(g.name));
    expect(seeded).toHaveLength(2);
    expect(new Set(seeded.flatMap((g) => g.student_ids))).toEqual(new Set(students.data.map((s) => s.id)));
    expect(seeded.every((g) => g.student_ids.length > 0)).toBe(true);
    const subdivisions = await get<{ data: Subdivision[] }>("/api/subdivisions", tokens.MANAGER);
    expect(subdivisions.data).toEqual([
      expect.objectContaining({ name: DEMO_SUBDIVISION, group_ids: seeded.map((g) => g.id).sort((a, b) => a - b) }),
    ]);
  });
});
