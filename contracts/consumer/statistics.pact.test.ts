import { describe, expect, it } from "vitest";
import { MatchersV3 } from "@pact-foundation/pact";
import { PEOPLE_MESSAGES } from "@app/domain/validation/messages";
import { catalogueApi } from "@app/web/lib/api/catalogue-api";
import { peopleApi } from "@app/web/lib/api/people-api";
import { statisticsApi } from "@app/web/lib/api/statistics-api";
import { createPact } from "../support/pact-setup";
import { signedInClient, webClient } from "../support/web-client";
import { AUTH } from "../support/headers";
import { forbidden, validationBody } from "../support/error-bodies";
import { refusal } from "../support/refusal";
import { expectSessionEnds, pinExpiredCall, pinRefusedRefresh } from "../support/session-expiry";
import { STATE } from "../support/statistics-states";
import { studentProfile } from "../support/bodies";

const { like, integer, eachLike, boolean, regex } = MatchersV3;
const date = (value: string) => like(value);
const meta = (perPage: number) => ({ page: integer(1), per_page: integer(perPage), total: integer(1) });

// Nullable columns that are null in some rows of the demo data (a student's test_score, a
// lesson's average_test_score) are left out of the row templates: a type matcher cannot say
// "number or null". The client's Row Schema accepts either.
const courseStatistics = {
  courses: eachLike({
    course_id: integer(1),
    course: like("Основы Python"),
    lessons_total: integer(4),
    students_enrolled: integer(7),
    students_started: integer(6),
    students_completed: integer(2),
    average_progress: integer(50),
    average_test_score: integer(90),
    tasks_accepted: integer(7),
    tasks_sent_back: integer(1),
    submissions_waiting: integer(4),
  }),
  students: eachLike({
    student_id: integer(7),
    student: like("Анна Петрова"),
    email: like("anna.petrova@demo.ru"),
    progress: integer(100),
    lessons_completed: integer(4),
    lessons_total: integer(4),
    tasks_accepted: integer(3),
    tasks_sent_back: integer(0),
    tasks_on_review: integer(0),
    completed: boolean(true),
    status: regex("^(notStarted|inProgress|onReview|needsWork|completed)$", "completed"),
    enrolled_at: date("2026-10-02T09:00:00.000Z"),
    last_activity: date("2026-10-03T13:25:00.000Z"),
  }),
  lessons: eachLike({
    position: integer(1),
    lesson_id: like("1"),
    module: like("Введение"),
    lesson: like("Установка Python"),
    students_started: integer(6),
    students_completed: integer(5),
    completion_rate: integer(71),
  }),
};

const usersStatisticsRow = {
  student: { id: integer(5), name: like("Сергей Иванов"), email: like("student@demo.ru") },
  course: { id: integer(1), name: like("Основы Python") },
  progress: integer(25),
  lessons_completed: integer(1),
  lessons_total: integer(4),
  test_score: integer(50),
  tasks_accepted: integer(0),
  tasks_sent_back: integer(1),
  tasks_on_review: integer(1),
  completed: boolean(false),
  status: regex("^(notStarted|inProgress|onReview|needsWork|completed)$", "needsWork"),
  completed_at: null,
  // The seeded student has no lesson complete in course 1: each lesson he worked on waits for a teacher.
  lesson_completions: eachLike(date("2026-10-03T11:45:00.000Z"), 0),
  last_activity: date("2026-10-03T11:45:00.000Z"),
};

const studentSummary = {
  id: integer(7),
  email: like("anna.petrova@demo.ru"),
  name: like("Анна"),
  surname: like("Петрова"),
  profile_picture: null,
  courses_count: integer(2),
  groups: eachLike({ id: integer(1), name: like("Утренняя группа") }),
};

const studentDetails = {
  id: integer(5),
  email: like("student@demo.ru"),
  profile: studentProfile(integer(105)),
  courses: eachLike({
    id: integer(1),
    name: like("Основы Python"),
    school_id: integer(1),
    enrolled_at: date("2026-10-02T09:00:00.000Z"),
    completed: boolean(false),
    status: regex("^(notStarted|inProgress|onReview|needsWork|completed)$", "needsWork"),
    progress: integer(25),
    lessons_completed: integer(1),
    lessons_total: integer(4),
    last_activity: date("2026-10-03T11:45:00.000Z"),
  }),
  groups: eachLike({ id: integer(1), name: like("Утренняя группа") }),
};

describe("statistics contract", () => {
  it("GET /api/courses/{id}/statistics 200 for the assigned teacher, 403 for a student", async () => {
    const pact = createPact();
    pact
      .given(STATE.teacher)
      .uponReceiving("course statistics requested by the assigned teacher")
      .withRequest({ method: "GET", path: "/api/courses/1/statistics", headers: AUTH })
      .willRespondWith({ status: 200, body: { data: courseStatistics } });
    pact
      .given(STATE.student)
      .uponReceiving("course statistics requested by a student")
      .withRequest({ method: "GET", path: "/api/courses/2/statistics", headers: AUTH })
      .willRespondWith(forbidden());
    await pact.executeTest(async (server) => {
      const statistics = await statisticsApi(signedInClient(server.url)).course(1);
      expect(statistics.courses[0]?.course).toBe("Основы Python");
      expect(statistics.students[0]?.completed).toBe(true);
      expect(statistics.lessons[0]?.position).toBe(1);
      expect((await refusal(statisticsApi(signedInClient(server.url)).course(2))).status).toBe(403);
    });
  });

  it("GET /api/users-statistics 200 with the student's own row of a course, 422 for a bad course_id", async () => {
    const pact = createPact();
    pact
      .given(STATE.student)
      .uponReceiving("the student's statistics in course 1")
      .withRequest({
        method: "GET",
        path: "/api/users-statistics",
        query: { page: "1", per_page: "12", course_id: "1" },
        headers: AUTH,
      })
      .willRespondWith({ status: 200, body: { data: eachLike(usersStatisticsRow), meta: meta(12) } });
    pact
      .given(STATE.student)
      .uponReceiving("users statistics with a course_id that is not a whole number")
      .withRequest({
        method: "GET",
        path: "/api/users-statistics",
        query: { page: "1", per_page: "12", course_id: "-1" },
        headers: AUTH,
      })
      .willRespondWith({ status: 422, body: validationBody("course_id", PEOPLE_MESSAGES.notWholeNumber) });
    await pact.executeTest(async (server) => {
      const api = statisticsApi(signedInClient(server.url));
      const page = await api.users({ page: 1, perPage: 12, courseId: 1 });
      expect(page.data[0]?.student.email).toBe("student@demo.ru");
      expect(page.data[0]?.test_score).toBe(50);
      expect(await refusal(api.users({ page: 1, perPage: 12, courseId: -1 }))).toMatchObject({
        status: 422,
        validation: { course_id: [PEOPLE_MESSAGES.notWholeNumber] },
      });
    });
  });

  it("GET /api/students 200 for a teacher, 403 for a student, 422 for an unknown group", async () => {
    const pact = createPact();
    pact
      .given(STATE.teacher)
      .uponReceiving("a search among the teacher's students")
      .withRequest({
        method: "GET",
        path: "/api/students",
        query: { page: "1", per_page: "12", search: "Петрова" },
        headers: AUTH,
      })
      .willRespondWith({ status: 200, body: { data: eachLike(studentSummary), meta: meta(12) } });
    pact
      .given(STATE.student)
      .uponReceiving("the students list requested by a student")
      .withRequest({ method: "GET", path: "/api/students", query: { page: "1", per_page: "12" }, headers: AUTH })
      .willRespondWith(forbidden());
    pact
      .given(STATE.teacher)
      .uponReceiving("the students of a group that does not exist")
      .withRequest({
        method: "GET",
        path: "/api/students",
        query: { page: "1", per_page: "12", group_id: "999" },
        headers: AUTH,
      })
      .willRespondWith({ status: 422, body: validationBody("group_id", PEOPLE_MESSAGES.unknownGroup) });
    await pact.executeTest(async (server) => {
      const api = peopleApi(signedInClient(server.url));
      const page = await api.students({ page: 1, perPage: 12, search: "Петрова" });
      expect(page.data[0]?.surname).toBe("Петрова");
      expect(page.data[0]?.groups[0]?.name).toBe("Утренняя группа");
      expect((await refusal(api.students({ page: 1, perPage: 12 }))).status).toBe(403);
      expect(await refusal(api.students({ page: 1, perPage: 12, groupId: 999 }))).toMatchObject({
        status: 422,
        validation: { group_id: [PEOPLE_MESSAGES.unknownGroup] },
      });
    });
  });

  it("GET /api/students/{userId} 200 for a teacher, 403 for a student", async () => {
    const pact = createPact();
    pact
      .given(STATE.teacher)
      .uponReceiving("a student's card requested by the teacher")
      .withRequest({ method: "GET", path: "/api/students/5", headers: AUTH })
      .willRespondWith({ status: 200, body: { data: studentDetails } });
    pact
      .given(STATE.student)
      .uponReceiving("a student's card requested by a student")
      .withRequest({ method: "GET", path: "/api/students/7", headers: AUTH })
      .willRespondWith(forbidden());
    await pact.executeTest(async (server) => {
      const api = peopleApi(signedInClient(server.url));
      const student = await api.student(5);
      expect(student.profile.name).toBe("Сергей");
      expect(student.courses[0]?.lessons_total).toBe(4);
      expect((await refusal(api.student(7))).status).toBe(403);
    });
  });

  it("GET /api/catalogue/authors 200 without sign-in", async () => {
    const pact = createPact();
    pact
      .given(STATE.catalogue)
      .uponReceiving("the first author of the catalogue")
      .withRequest({ method: "GET", path: "/api/catalogue/authors", query: { page: "1", per_page: "1" } })
      .willRespondWith({
        status: 200,
        body: {
          data: eachLike({
            kind: like("teacher"),
            user_id: integer(4),
            school_id: null,
            name: like("Татьяна Васильева"),
            avatar: null,
            schools: eachLike({ id: integer(1), name: like("Демо-школа") }),
            courses_count: integer(14),
          }),
          meta: { page: integer(1), per_page: integer(1), total: integer(2) },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await catalogueApi(webClient(server.url).client).authors({ page: 1, perPage: 1 });
      expect(page.data[0]?.kind).toBe("teacher");
      expect(page.data[0]?.schools[0]?.name).toBe("Демо-школа");
    });
  });

  it("an expired token of a revoked session: 401, the refresh fails, the session ends", async () => {
    const pact = createPact();
    pinExpiredCall(pact, STATE.expired, "course statistics with an expired token", {
      method: "GET",
      path: "/api/courses/1/statistics",
    });
    pinExpiredCall(pact, STATE.expired, "users statistics with an expired token", {
      method: "GET",
      path: "/api/users-statistics",
      query: { page: "1", per_page: "12" },
    });
    pinExpiredCall(pact, STATE.expired, "the students list with an expired token", {
      method: "GET",
      path: "/api/students",
      query: { page: "1", per_page: "12" },
    });
    pinExpiredCall(pact, STATE.expired, "a student's card with an expired token", {
      method: "GET",
      path: "/api/students/5",
    });
    pinRefusedRefresh(pact, STATE.expired, "statistics: a token refresh of a revoked session");
    await pact.executeTest(async (server) => {
      await expectSessionEnds(server.url, (client) => statisticsApi(client).course(1));
      await expectSessionEnds(server.url, (client) => statisticsApi(client).users({ page: 1, perPage: 12 }));
      await expectSessionEnds(server.url, (client) => peopleApi(client).students({ page: 1, perPage: 12 }));
      await expectSessionEnds(server.url, (client) => peopleApi(client).student(5));
    });
  });
});
