import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvRows, downloadCsv } from "../../test-support/csv-download";
import type { FixtureCourse } from "../../test-support/course-fixture";
import {
  CALLERS,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addReviewCourse, addSubmission, addUser, enrol } from "../../test-support/review-test-support";

const HEADERS = [
  "Студент",
  "E-mail",
  "Курс",
  "Урок",
  "Задание",
  "Статус",
  "Попыток",
  "Отправлено",
  "Решение",
  "Преподаватель",
  "Баллы",
  "Баллов из",
];

describe("GET /api/review/export.csv (issue #38 part 5)", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  let evilEmail: string;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    course = await addReviewCourse(server.store, { name: "Курс «Выгрузка»" });
    evilEmail = "evil@demo.ru";
    const evil = await addUser(server.store, evilEmail, "student", [], "@SUM(A1:A9)", "Щукин");
    await enrol(server.store, course.courseId, evil);
    await addSubmission(server.store, course);
    await addSubmission(server.store, course, evil, "resubmitted");
    const accepted = await addSubmission(server.store, course, evil, "accepted");
    await server.store.update((db) => {
      const feedback = db.submissions.find((s) => s.id === accepted)?.attempts[0]?.feedback;
      if (feedback) {
        feedback.rubric = [
          { criterionID: "1", title: "Полнота", points: 6, met: true },
          { criterionID: "2", title: "Стиль", points: 4, met: false },
        ];
      }
    });
  });
  afterAll(() => server.close());

  const url = (query: string) => `/api/review/export.csv${query}`;

  it("is the queue under its filters as CSV: BOM, semicolons, a row per work, oldest first", async () => {
    const answer = await downloadCsv(server, url(`?course_id=${course.courseId}`), tokens.TEACHER);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="review-queue.csv"; filename*=UTF-8''${encodeURIComponent("Работы на проверке.csv")}`,
    );
    expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRows(answer.bytes);
    expect(header).toEqual(HEADERS);
    expect(rows).toEqual([
      [
        "Сергей Иванов",
        "student@demo.ru",
        "Курс «Выгрузка»",
        "Первый урок",
        "Практика",
        "На проверке",
        "1",
        "02.03.2026 13:00",
        "",
        "",
        "",
        "",
      ],
      [
        "'@SUM(A1:A9) Щукин",
        evilEmail,
        "Курс «Выгрузка»",
        "Первый урок",
        "Практика",
        "На проверке",
        "2",
        "03.03.2026 13:00",
        "",
        "",
        "",
        "",
      ],
    ]);
  });

  it("keeps the other filters and the zone: accepted works with their decision, teacher and points", async () => {
    const query = `?course_id=${course.courseId}&status=accepted&tz=Asia%2FYekaterinburg`;
    const [, ...rows] = csvRows((await downloadCsv(server, url(query), tokens.TEACHER)).bytes);
    expect(rows.map((row) => row.slice(5))).toEqual([
      ["Принято", "1", "02.03.2026 15:00", "02.03.2026 17:00", "Татьяна Васильева", "6", "10"],
    ]);
  });

  it("422 for a bad filter or zone, naming it", async () => {
    const days = await server.call("GET", url("?older_than_days=soon"), undefined, tokens.TEACHER);
    expect([days.status, Object.keys(validationOf(days.body) ?? {})]).toEqual([422, ["older_than_days"]]);
    const tz = await server.call("GET", url("?tz=Europe%2FNowhere"), undefined, tokens.TEACHER);
    expect([tz.status, validationOf(tz.body)]).toEqual([422, { tz: ["Неизвестный часовой пояс"] }]);
  });

  it("has the queue's access: reviewers 200, a student 403, anonymous 401; another teacher sees none of it", async () => {
    const got: Record<string, number> = {};
    for (const caller of CALLERS) got[caller] = (await downloadCsv(server, url(""), tokens[caller])).status;
    expect(got).toEqual({ SCHOOL_OWNER: 200, MANAGER: 200, ADMIN: 200, TEACHER: 200, STUDENT: 403, ANONYMOUS: 401 });
    await addUser(server.store, "other.teacher@demo.ru", "teacher", [1], "Иван", "Чужой");
    const other = (await server.login("other.teacher@demo.ru")).token;
    const answer = await downloadCsv(server, url(`?course_id=${course.courseId}`), other);
    expect([answer.status, csvRows(answer.bytes)]).toEqual([200, [HEADERS]]);
  });
});
