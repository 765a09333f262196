import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvRows, downloadCsv } from "../../test-support/csv-download";
import type { CourseStatisticsResponse } from "@app/domain/api/statistics";
import { addFixtureCourse, type FixtureCourse } from "../../test-support/course-fixture";
import {
  CALLERS,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addOtherSchool, addProgress, addUser, withDemoTeacher } from "../../test-support/people-fixture";
import { nextId } from "../../store/next-id";

const HEADERS = [
  "Студент",
  "E-mail",
  "Группы",
  "Прогресс, %",
  "Тест «Проверка понимания», %",
  "Задание «Эссе»: статус",
  "Задание «Эссе»: попыток",
  "Дата записи",
  "Последняя активность",
  "Дата завершения",
];

describe("GET /api/courses/{id}/statistics/export.csv (issue #38 part 5)", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  let unassigned: FixtureCourse;
  let evil: { id: number; email: string };
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    evil = await addUser(server.store, "student", '=HYPERLINK("http://evil.test";"Жми")', "Ёлкин");
    course = await addFixtureCourse(server.store, {
      name: "Выгрузка: оценки/итоги",
      students: [5, 6, evil.id],
      settings: withDemoTeacher,
    });
    unassigned = await addFixtureCourse(server.store, { students: [5] });
    await addProgress(server.store, course, 5);
    await server.store.update((db) => {
      db.groups.push({
        id: nextId(db, "groups"),
        school_id: 1,
        name: "Группа; вечерняя",
        student_ids: [5, evil.id],
        created_at: "2026-03-01T09:00:00.000Z",
      });
    });
  });
  afterAll(() => server.close());

  const url = (id: number | string, query = "") => `/api/courses/${id}/statistics/export.csv${query}`;

  it("is UTF-8 CSV with a BOM, semicolons and CRLF, named in Cyrillic, one row per student", async () => {
    const answer = await downloadCsv(server, url(course.courseId), tokens.TEACHER);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="statistics-course-${course.courseId}.csv"; filename*=UTF-8''` +
        encodeURIComponent("Статистика — Выгрузка  оценки итоги.csv"),
    );
    expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(answer.bytes);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "").includes("\n")).toBe(false);

    const [header, ...rows] = csvRows(answer.bytes);
    expect(header).toEqual(HEADERS);
    expect(rows.every((row) => row.length === HEADERS.length)).toBe(true);
    const stats = await server.call("GET", `/api/courses/${course.courseId}/statistics`, undefined, tokens.TEACHER);
    const students = (stats.body as CourseStatisticsResponse).data.students;
    // One row per enrolled student, in the statistics' order, with the same e-mails and progress.
    expect(rows.map((row) => [row[1], row[3]])).toEqual(students.map((s) => [s.email, String(s.progress)]));
  });

  it("fills a student's row: groups, test score, task status and attempts, dates in the zone asked", async () => {
    const [, ...rows] = csvRows((await downloadCsv(server, url(course.courseId), tokens.TEACHER)).bytes);
    const anna = rows.find((row) => row[1] === "student@demo.ru");
    expect(anna?.slice(2)).toEqual([
      "Утренняя группа, Группа; вечерняя",
      "33",
      "75",
      "Принято",
      "1",
      "01.03.2026 12:00",
      "04.03.2026 15:00",
      "",
    ]);
    const idle = rows.find((row) => row[1] !== "student@demo.ru" && row[1] !== evil.email);
    expect(idle?.slice(3, 7)).toEqual(["0", "", "Не отправлено", "0"]);

    const utc = csvRows((await downloadCsv(server, url(course.courseId, "?tz=UTC"), tokens.TEACHER)).bytes);
    expect(utc.find((row) => row[1] === "student@demo.ru")?.slice(7, 9)).toEqual([
      "01.03.2026 09:00",
      "04.03.2026 12:00",
    ]);
  });

  it("keeps Cyrillic intact and makes a formula-looking name harmless", async () => {
    const rows = csvRows((await downloadCsv(server, url(course.courseId), tokens.TEACHER)).bytes);
    const row = rows.find((r) => r[1] === evil.email);
    expect(row?.[0]).toBe(`'=HYPERLINK("http://evil.test";"Жми") Ёлкин`);
    expect(row?.[2]).toBe("Группа; вечерняя");
  });

  it("422 names tz for a zone that does not exist", async () => {
    const answer = await server.call("GET", url(course.courseId, "?tz=Mars%2FOlympus"), undefined, tokens.TEACHER);
    expect([answer.status, validationOf(answer.body)]).toEqual([422, { tz: ["Неизвестный часовой пояс"] }]);
  });

  it("has the statistics' access: its staff and teacher, not another teacher, a student or anonymous", async () => {
    const got: Record<string, number> = {};
    for (const caller of CALLERS)
      got[caller] = (await downloadCsv(server, url(course.courseId), tokens[caller])).status;
    expect(got).toEqual({ SCHOOL_OWNER: 200, MANAGER: 200, ADMIN: 200, TEACHER: 200, STUDENT: 403, ANONYMOUS: 401 });
    expect((await downloadCsv(server, url(unassigned.courseId), tokens.TEACHER)).status).toBe(403);
    const otherOwner = (await server.login((await addOtherSchool(server.store)).ownerEmail)).token;
    expect((await downloadCsv(server, url(course.courseId), otherOwner)).status).toBe(403);
    expect((await downloadCsv(server, url(999_999), tokens.ADMIN)).status).toBe(404);
  });
});
