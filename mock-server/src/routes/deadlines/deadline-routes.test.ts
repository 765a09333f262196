import { describe, expect, it } from "vitest";
import type { DeadlinePlan, StudentDue } from "@app/domain/api/deadlines";
import type { StudentCourse, SubmissionView } from "@app/domain/api/passage";
import type { QueueItem } from "@app/domain/api/review";
import { addFixtureCourse } from "../../test-support/course-fixture";
import { START_TIME, errorMessage, validationOf } from "../../test-support/test-server";
import {
  CLOSED,
  DAY,
  iso,
  owner,
  person,
  putPlan,
  server,
  signIn,
  submit,
  taskDue,
  tokens,
  moveTo,
  data,
  useDeadlineServer,
} from "./deadline-routes.fixtures";

describe("deadlines (issue #37)", () => {
  useDeadlineServer();

  it("plan: staff save and read it; students and teachers not assigned are refused; bad items name their field", async () => {
    const c = await addFixtureCourse(server.store);
    const items = [
      { lesson_id: c.lessons.l1, task_id: null, due: { kind: "relative", days: 7, time: "23:59" }, hard: false },
      { lesson_id: c.lessons.l1, task_id: c.task, due: { kind: "fixed", at: "2026-03-05T20:59:00Z" }, hard: true },
    ];
    const saved = await putPlan(c, items);
    expect(saved.status).toBe(200);
    expect(data<DeadlinePlan>(saved.body)).toEqual({ items, extensions: [] });
    expect(
      data<DeadlinePlan>((await server.call("GET", `/api/courses/${c.courseId}/deadlines`, undefined, owner)).body)
        .items,
    ).toEqual(items);
    expect((await putPlan(c, items, tokens.STUDENT)).status).toBe(403);
    expect((await putPlan(c, items, tokens.TEACHER)).status).toBe(403);
    expect((await server.call("GET", `/api/courses/${c.courseId}/deadlines`, undefined, tokens.STUDENT)).status).toBe(
      403,
    );
    expect((await server.call("GET", `/api/courses/${c.courseId}/deadlines`)).status).toBe(401);

    const bad = await putPlan(c, [
      { lesson_id: "нет", task_id: null, due: { kind: "fixed", at: "завтра" }, hard: false },
      { lesson_id: c.lessons.l2, task_id: null, due: { kind: "relative", days: 4000, time: "25:00" }, hard: false },
    ]);
    expect(bad.status).toBe(422);
    expect(validationOf(bad.body)).toEqual({
      "items.0.lesson_id": ["Выберите значение из списка"],
      "items.0.due.at": ["Некорректная дата"],
      "items.1.due.days": ["Укажите от 0 до 3650 дней"],
      "items.1.due.time": ["Укажите время в виде ЧЧ:ММ"],
    });
    expect((await putPlan(c, "не список")).status).toBe(422);
    // Nothing of the refused plan was kept; an empty list removes every date.
    expect(server.store.data.deadlinePlans.find((p) => p.course_id === c.courseId)?.items).toEqual(items);
    expect(data<DeadlinePlan>((await putPlan(c, [])).body).items).toEqual([]);
  });

  it("the student sees his dates on the lesson and the task; staff previewing see none", async () => {
    const s = await person("dates");
    const c = await addFixtureCourse(server.store, { students: [s.id] });
    await moveTo(START_TIME);
    await putPlan(c, [
      { lesson_id: c.lessons.l1, task_id: c.task, due: { kind: "fixed", at: iso(START_TIME + 2 * DAY) }, hard: false },
      // Enrolled 2026-03-01 09:00 UTC (12:00 Moscow): 3 days later at 23:59 Moscow time.
      { lesson_id: c.lessons.l2, task_id: null, due: { kind: "relative", days: 3, time: "23:59" }, hard: true },
    ]);
    const view = data<StudentCourse>(
      (await server.call("GET", `/api/my-courses/${c.courseId}`, undefined, await signIn(s.email))).body,
    );
    const [l1, l2] = view.moduleList[0]?.lessons ?? [];
    const soon: StudentDue = { at: iso(START_TIME + 2 * DAY), hard: false, state: "soon", extended: false };
    expect(l1?.tasks[0]?.due).toEqual(soon);
    // A lesson dated only through its task shows the task's date.
    expect(l1?.due).toEqual(soon);
    expect(l2?.due).toEqual({ at: "2026-03-04T20:59:00.000Z", hard: true, state: "open", extended: false });
    expect(view.moduleList[1]?.lessons[0]?.due).toBeUndefined();
    const preview = data<StudentCourse>(
      (await server.call("GET", `/api/my-courses/${c.courseId}`, undefined, owner)).body,
    );
    expect(preview.moduleList[0]?.lessons[0]?.due).toBeUndefined();
  });

  it("a relative date counts from the start of the student's group on the course, else from his enrolment", async () => {
    const [cohort, alone] = [await person("cohort"), await person("alone")];
    const c = await addFixtureCourse(server.store, { students: [cohort.id, alone.id] });
    await moveTo(START_TIME);
    const created = await server.call(
      "POST",
      "/api/groups",
      {
        name: "Весенний поток",
        student_ids: [cohort.id],
        start_date: "2026-03-10",
      },
      owner,
    );
    expect(created.status).toBe(201);
    // A group of another school, with a start, does not move a date on this school's course.
    await server.store.update((db) => {
      const id = Math.max(0, ...db.groups.map((g) => g.id)) + 1000;
      db.groups.push({
        id,
        school_id: 999,
        name: "Чужой поток",
        student_ids: [alone.id],
        created_at: iso(START_TIME),
        start_date: "2026-04-01",
      });
    });
    await putPlan(c, [
      { lesson_id: c.lessons.l2, task_id: null, due: { kind: "relative", days: 3, time: "23:59" }, hard: false },
    ]);
    const l2Due = async (who: { readonly email: string }) =>
      data<StudentCourse>(
        (await server.call("GET", `/api/my-courses/${c.courseId}`, undefined, await signIn(who.email))).body,
      ).moduleList[0]?.lessons[1]?.due?.at;
    // Enrolled 2026-03-01 (Moscow); the group starts 2026-03-10: 3 days after each, 23:59 Moscow.
    expect(await l2Due(cohort)).toBe("2026-03-13T20:59:00.000Z");
    expect(await l2Due(alone)).toBe("2026-03-04T20:59:00.000Z");
  });

  it("soft date: work after it is taken and marked late; the queue marks and filters it; statistics count it", async () => {
    const [late, onTime] = [await person("late"), await person("ontime")];
    const c = await addFixtureCourse(server.store, { students: [late.id, onTime.id] });
    await moveTo(START_TIME);
    await putPlan(c, taskDue(c, false, START_TIME + DAY));
    await moveTo(START_TIME + DAY); // exactly at the instant: on time
    const first = await submit(c, onTime);
    expect(data<SubmissionView>(first.body).attempts[0]?.late).toBeUndefined();
    await moveTo(START_TIME + DAY + 1);
    const sent = await submit(c, late);
    expect(sent.status).toBe(201);
    const work = data<SubmissionView>(sent.body);
    expect(work.attempts[0]?.late).toBe(true);
    // Stored with the attempt: moving the date later afterwards does not rewrite it.
    await putPlan(c, taskDue(c, false, START_TIME + 30 * DAY));
    const detail = await server.call("GET", `/api/submissions/${work.id}`, undefined, owner);
    expect((detail.body as { data: { attempts: Array<{ late?: boolean }> } }).data.attempts[0]?.late).toBe(true);

    const queue = async (query: string) =>
      (await server.call("GET", `/api/review/queue?course_id=${c.courseId}${query}`, undefined, owner)).body as {
        data: QueueItem[];
      };
    expect((await queue("")).data.map((i) => [i.student.id, i.late])).toEqual([
      [onTime.id, false],
      [late.id, true],
    ]);
    expect((await queue("&late=1")).data.map((i) => i.student.id)).toEqual([late.id]);
    expect((await queue("&late=0")).data.map((i) => i.student.id)).toEqual([onTime.id]);
    const refused = await server.call("GET", `/api/review/queue?late=yes`, undefined, owner);
    expect([refused.status, validationOf(refused.body)]).toEqual([422, { late: ["Выберите значение из списка"] }]);

    const stats = await server.call("GET", `/api/courses/${c.courseId}/statistics`, undefined, owner);
    const rows = (stats.body as { data: { lessons: Array<{ lesson_id: string; on_time_rate?: number | null }> } }).data
      .lessons;
    expect(rows.map((r) => r.on_time_rate)).toEqual([50, null, null]);
  });

  it("hard date: sending is refused one ms after it, until staff extend it for the student or his group", async () => {
    const [s, other] = [await person("hard"), await person("hard2")];
    const c = await addFixtureCourse(server.store, { students: [s.id, other.id] });
    await moveTo(START_TIME);
    await putPlan(c, taskDue(c, true, START_TIME + DAY));
    await moveTo(START_TIME + DAY + 1);
    const refused = await submit(c, s);
    expect([refused.status, errorMessage(refused.body)]).toEqual([409, CLOSED]);
    const test = await server.call(
      "POST",
      `/api/my-courses/${c.courseId}/tests/${c.blocks.test}/answers`,
      { answers: [{ questionID: "x", answerIDList: ["y"] }] },
      await signIn(s.email),
    );
    // The test is in the lesson's own content, which the task's date does not cover.
    expect(test.status).not.toBe(409);
    expect(server.store.data.submissions.some((w) => w.course_id === c.courseId)).toBe(false);

    const extensions = `/api/courses/${c.courseId}/deadlines/extensions`;
    const until = iso(START_TIME + 3 * DAY);
    const none = await server.call(
      "POST",
      extensions,
      { student_id: null, group_id: null, lesson_id: null, until },
      owner,
    );
    expect([none.status, validationOf(none.body)]).toEqual([422, { student_id: ["Выберите ученика или группу"] }]);
    const stranger = await person("stranger");
    const notHis = await server.call(
      "POST",
      extensions,
      { student_id: stranger.id, group_id: null, lesson_id: null, until },
      owner,
    );
    expect(validationOf(notHis.body)).toEqual({ student_id: ["Пользователь не является учеником курса"] });
    expect(
      (
        await server.call(
          "POST",
          extensions,
          { student_id: s.id, group_id: null, lesson_id: null, until },
          tokens.TEACHER,
        )
      ).status,
    ).toBe(403);
    const given = await server.call(
      "POST",
      extensions,
      { student_id: s.id, group_id: null, lesson_id: c.lessons.l1, until },
      owner,
    );
    expect(given.status).toBe(201);
    const extension = data<{ id: number; until: string }>(given.body);
    expect(
      data<DeadlinePlan>((await server.call("GET", `/api/courses/${c.courseId}/deadlines`, undefined, owner)).body)
        .extensions,
    ).toEqual([
      {
        id: extension.id,
        student_id: s.id,
        group_id: null,
        lesson_id: c.lessons.l1,
        until,
        created_at: iso(server.now),
      },
    ]);
    // His date moved: sending is open again and on time; his classmate's stays closed.
    const sent = await submit(c, s);
    expect(sent.status).toBe(201);
    expect(data<SubmissionView>(sent.body).attempts[0]?.late).toBeUndefined();
    expect((await submit(c, other)).status).toBe(409);

    // A group's extension for the whole course reaches its members.
    const group = await server.store.update((db) => {
      const id = Math.max(0, ...db.groups.map((g) => g.id)) + 1000;
      db.groups.push({ id, school_id: 1, name: `Поток ${id}`, student_ids: [other.id], created_at: iso(START_TIME) });
      return id;
    });
    const byGroup = await server.call(
      "POST",
      extensions,
      { student_id: null, group_id: group, lesson_id: null, until },
      owner,
    );
    expect(byGroup.status).toBe(201);
    expect((await submit(c, other)).status).toBe(201);

    const removed = await server.call("DELETE", `${extensions}/${extension.id}`, undefined, owner);
    expect([removed.status, removed.body]).toEqual([200, { data: null }]);
    const again = await server.call("DELETE", `${extensions}/${extension.id}`, undefined, owner);
    expect([again.status, errorMessage(again.body)]).toEqual([404, "Продление не найдено"]);
  });
});
