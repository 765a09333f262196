import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StudentDetailsResponse, StudentsResponse, type StudentDetails } from "@app/domain/api/people";
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
  addOtherSchool,
  addProgress,
  addUser,
  matchesSchema,
  withDemoTeacher,
} from "../../test-support/people-fixture";

describe("GET /api/students and /api/students/{userId}", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  let unassigned: FixtureCourse;
  let boris: { id: number; email: string };
  let vera: { id: number; email: string };
  let outsider: { id: number; email: string };
  let otherOwner: string;
  let groupId: number;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    boris = await addUser(server.store, "student", "Борис", "Щукин");
    vera = await addUser(server.store, "student", "Вера", "Щеглова");
    course = await addFixtureCourse(server.store, { students: [5, boris.id], settings: withDemoTeacher });
    unassigned = await addFixtureCourse(server.store, { students: [vera.id, boris.id] });
    await addProgress(server.store, course, boris.id);
    const school = await addOtherSchool(server.store);
    outsider = await addUser(server.store, "student", "Жанна", "Щедрина");
    await addFixtureCourse(server.store, { schoolId: school.schoolId, students: [outsider.id] });
    otherOwner = (await server.login(school.ownerEmail)).token;
    const group = await server.call(
      "POST",
      "/api/groups",
      { name: "Группа Щ", student_ids: [boris.id] },
      tokens.SCHOOL_OWNER,
    );
    groupId = (group.body as { data: { id: number } }).data.id;
  });
  afterAll(() => server.close());

  const list = async (token: string | undefined, query: string): Promise<StudentsResponse> => {
    const answer = await server.call("GET", `/api/students?per_page=100&${query}`, undefined, token);
    expect(answer.status).toBe(200);
    expect(matchesSchema(StudentsResponse, answer.body)).toBe(true);
    return answer.body as StudentsResponse;
  };

  it("lists the school's students with their courses count and groups; search is case-insensitive", async () => {
    const page = await list(tokens.SCHOOL_OWNER, `search=${encodeURIComponent("щ")}`);
    expect(page.data).toEqual([
      {
        id: boris.id,
        email: boris.email,
        name: "Борис",
        surname: "Щукин",
        profile_picture: null,
        courses_count: 2,
        groups: [{ id: groupId, name: "Группа Щ" }],
      },
      {
        id: vera.id,
        email: vera.email,
        name: "Вера",
        surname: "Щеглова",
        profile_picture: null,
        courses_count: 1,
        groups: [],
      },
    ]);
    expect(page.meta).toEqual({ page: 1, per_page: 100, total: 2 });
    expect(
      (await list(tokens.MANAGER, `search=${encodeURIComponent(vera.email.toUpperCase())}`)).data.map((s) => s.id),
    ).toEqual([vera.id]);
  });

  it("a teacher sees the students of his assigned courses only; another school's owner only his", async () => {
    const teacher = await list(tokens.TEACHER, `search=${encodeURIComponent("Щ")}`);
    expect(teacher.data.map((s) => [s.id, s.courses_count])).toEqual([[boris.id, 1]]);
    expect((await list(otherOwner, `search=${encodeURIComponent("Щ")}`)).data.map((s) => s.id)).toEqual([outsider.id]);
    expect((await list(tokens.ADMIN, `search=${encodeURIComponent("Щ")}`)).meta.total).toBe(3);
  });

  it("filters by group; 422 for an unknown or malformed group_id; 403 for another school's group", async () => {
    expect((await list(tokens.SCHOOL_OWNER, `group_id=${groupId}`)).data.map((s) => s.id)).toEqual([boris.id]);
    const unknown = await server.call("GET", "/api/students?group_id=999999", undefined, tokens.SCHOOL_OWNER);
    expect([unknown.status, validationOf(unknown.body)]).toEqual([422, { group_id: ["Группа не найдена"] }]);
    const malformed = await server.call("GET", "/api/students?group_id=x1", undefined, tokens.SCHOOL_OWNER);
    expect([malformed.status, validationOf(malformed.body)]).toEqual([422, { group_id: ["Должно быть целым числом"] }]);
    expect((await server.call("GET", `/api/students?group_id=${groupId}`, undefined, otherOwner)).status).toBe(403);
    for (const query of ["search=a&search=b", `search=${"щ".repeat(257)}`]) {
      const answer = await server.call("GET", `/api/students?${query}`, undefined, tokens.SCHOOL_OWNER);
      expect([answer.status, validationOf(answer.body)]).toEqual([
        422,
        { search: ["Не должно превышать 256 символов"] },
      ]);
    }
  });

  it("details: profile, courses in the caller's scope with progress, groups", async () => {
    const answer = await server.call("GET", `/api/students/${boris.id}`, undefined, tokens.SCHOOL_OWNER);
    expect(answer.status).toBe(200);
    expect(matchesSchema(StudentDetailsResponse, answer.body)).toBe(true);
    const data = (answer.body as { data: StudentDetails }).data;
    expect(data).toMatchObject({
      id: boris.id,
      email: boris.email,
      profile: { name: "Борис", surname: "Щукин" },
      groups: [{ id: groupId, name: "Группа Щ" }],
    });
    expect(data.courses).toEqual([
      {
        id: course.courseId,
        name: `Курс-фикстура ${course.courseId}`,
        school_id: 1,
        enrolled_at: "2026-03-01T09:00:00.000Z",
        completed: false,
        status: "inProgress",
        progress: 33,
        lessons_completed: 1,
        lessons_total: 3,
        last_activity: "2026-03-04T12:00:00.000Z",
      },
      {
        id: unassigned.courseId,
        name: `Курс-фикстура ${unassigned.courseId}`,
        school_id: 1,
        enrolled_at: "2026-03-01T09:00:00.000Z",
        completed: false,
        status: "notStarted",
        progress: 0,
        lessons_completed: 0,
        lessons_total: 3,
        last_activity: "2026-03-01T09:00:00.000Z",
      },
    ]);
    const teacher = (await server.call("GET", `/api/students/${boris.id}`, undefined, tokens.TEACHER)).body as {
      data: StudentDetails;
    };
    expect(teacher.data.courses.map((c) => c.id)).toEqual([course.courseId]);
  });

  it("details: 404 unknown user, 403 a student outside the caller's scope", async () => {
    expect((await server.call("GET", "/api/students/999999", undefined, tokens.ADMIN)).status).toBe(404);
    expect((await server.call("GET", "/api/students/abc", undefined, tokens.ADMIN)).status).toBe(404);
    expect((await server.call("GET", `/api/students/${vera.id}`, undefined, tokens.TEACHER)).status).toBe(403);
    expect((await server.call("GET", `/api/students/${boris.id}`, undefined, otherOwner)).status).toBe(403);
    expect((await server.call("GET", `/api/students/${outsider.id}`, undefined, tokens.SCHOOL_OWNER)).status).toBe(403);
  });

  it("access matrix: TEACHER, SCHOOL_OWNER, MANAGER, ADMIN 200; STUDENT 403; anonymous 401", async () => {
    const expected: Record<Caller, number> = {
      SCHOOL_OWNER: 200,
      MANAGER: 200,
      ADMIN: 200,
      TEACHER: 200,
      STUDENT: 403,
      ANONYMOUS: 401,
    };
    for (const caller of CALLERS) {
      expect([caller, (await server.call("GET", "/api/students", undefined, tokens[caller])).status]).toEqual([
        caller,
        expected[caller],
      ]);
      expect([
        caller,
        (await server.call("GET", `/api/students/${boris.id}`, undefined, tokens[caller])).status,
      ]).toEqual([caller, expected[caller]]);
    }
  });
});
