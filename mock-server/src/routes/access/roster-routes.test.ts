import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RosterReport } from "@app/domain/api/roster";
import { addFixtureCourse, type FixtureCourse } from "../../test-support/course-fixture";
import { startTestServer, tokensByCaller, validationOf, type TestServer } from "../../test-support/test-server";
import { addOtherSchoolOwner, addPerson } from "../../test-support/access-test-support";
import { addTestSchool } from "../../test-support/people";

type Row = { email: string; name: string };

describe("POST /api/courses/{id}/enrolments/import", () => {
  let server: TestServer;
  let owner: string;
  let course: FixtureCourse;
  let known: { id: number };
  let enrolled: { id: number };
  beforeAll(async () => {
    server = await startTestServer();
    owner = (await tokensByCaller(server)).SCHOOL_OWNER ?? "";
    known = await addPerson(server, "roster-known@demo.ru");
    enrolled = await addPerson(server, "roster-enrolled@demo.ru");
    course = await addFixtureCourse(server.store, { students: [enrolled.id] });
  });
  afterAll(() => server.close());

  const post = (rows: ReadonlyArray<Row>, dryRun: boolean, extra: object = {}, token = owner, id = course.courseId) =>
    server.call("POST", `/api/courses/${id}/enrolments/import`, { rows, dry_run: dryRun, ...extra }, token);
  const reportOf = (body: unknown): RosterReport => (body as { data: RosterReport }).data;

  const rows: ReadonlyArray<Row> = [
    { email: "Roster-Known@demo.ru", name: "Известный Ученик" },
    { email: "roster-new@demo.ru", name: "Новый Ученик" },
    { email: "not-an-email", name: "Ошибка" },
    { email: "roster-enrolled@demo.ru", name: "" },
    { email: "roster-known@demo.ru", name: "Дубль" },
    { email: "teacher@demo.ru", name: "Преподаватель" },
  ];

  it("a dry run reports every row and changes nothing", async () => {
    const before = {
      enrolments: server.store.data.enrolments.length,
      invitations: server.store.data.invitations.length,
    };
    const answer = await post(rows, true);
    expect(answer.status).toBe(200);
    const report = reportOf(answer.body);
    expect(report.dry_run).toBe(true);
    expect(report.rows.map((row) => [row.email, row.outcome, row.errors])).toEqual([
      ["roster-known@demo.ru", "enrol", []],
      ["roster-new@demo.ru", "invite", []],
      ["not-an-email", "error", ["Некорректный Email"]],
      ["roster-enrolled@demo.ru", "already", []],
      ["roster-known@demo.ru", "error", ["Этот E-mail уже есть в файле выше"]],
      ["teacher@demo.ru", "error", ["Записаться на курс может только ученик"]],
    ]);
    expect(report.counts).toEqual({ enrol: 1, invite: 1, already: 1, error: 3 });
    expect(server.store.data.enrolments.length).toBe(before.enrolments);
    expect(server.store.data.invitations.length).toBe(before.invitations);
  });

  it("applied: enrols the students, invites the new addresses and fills the group", async () => {
    const group = await server.call("POST", "/api/groups", { name: "Поток CSV" }, owner);
    const groupId = (group.body as { data: { id: number } }).data.id;
    const answer = await post(rows, false, { group_id: groupId });
    expect(answer.status).toBe(200);
    expect(reportOf(answer.body).counts).toEqual({ enrol: 1, invite: 1, already: 1, error: 3 });
    const enrolment = server.store.data.enrolments.find(
      (e) => e.course_id === course.courseId && e.user_id === known.id,
    );
    expect(enrolment?.source).toBe("import");
    const mail = server.store.data.outbox.find((m) => m.to === "roster-new@demo.ru");
    expect(mail?.kind).toBe("invitation");
    const stored = server.store.data.groups.find((g) => g.id === groupId);
    expect([...(stored?.student_ids ?? [])].sort()).toEqual([known.id, enrolled.id].sort());
    // Applied again, the enrolled student is `already`: nothing is enrolled twice.
    expect(reportOf((await post(rows.slice(0, 1), true)).body).rows[0]?.outcome).toBe("already");
  });

  it("refuses enrolments beyond the free seats", async () => {
    const small = await addFixtureCourse(server.store, {
      students: [enrolled.id],
      settings: (s) => ({ ...s, accesses: { ...s.accesses, isSetMaxCount: true, maxCount: "2" } }),
    });
    const a = await addPerson(server, "roster-seat-a@demo.ru");
    const b = await addPerson(server, "roster-seat-b@demo.ru");
    expect(a.id).not.toBe(b.id);
    const report = reportOf(
      (
        await post(
          [
            { email: "roster-seat-a@demo.ru", name: "" },
            { email: "roster-seat-b@demo.ru", name: "" },
          ],
          true,
          {},
          owner,
          small.courseId,
        )
      ).body,
    );
    expect(report.rows.map((row) => row.errors)).toEqual([[], ["Свободных мест нет"]]);
  });

  it("422 for no rows and for a group of another school; 403 for another school's owner; 404 unknown course", async () => {
    expect(validationOf((await post([], true)).body)).toEqual({ rows: ["Обязательное поле"] });
    const otherSchool = await addTestSchool(server.store);
    const foreign = await server.call("POST", `/api/groups?school_id=${otherSchool}`, { name: "Чужая" }, owner);
    expect(foreign.status).toBe(403);
    expect(validationOf((await post(rows, true, { group_id: 999_999 })).body)).toEqual({
      group_id: ["Можно добавить только группы этой школы"],
    });
    const stranger = await addOtherSchoolOwner(server, "roster-stranger@demo.ru");
    expect((await post(rows, true, {}, stranger)).status).toBe(403);
    expect((await post(rows, true, {}, owner, 999_999)).status).toBe(404);
    expect((await server.call("POST", `/api/courses/${course.courseId}/enrolments/import`, { rows })).status).toBe(401);
  });
});
