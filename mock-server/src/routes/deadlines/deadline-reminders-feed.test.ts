import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { DeadlinePlan, MyDeadline } from "@app/domain/api/deadlines";
import { addFixtureCourse } from "../../test-support/course-fixture";
import { START_TIME, TEST_SECRET } from "../../test-support/test-server";
import { createMailSender } from "../../notifications/mail-sender";
import { remindersDue } from "../../deadlines/deadline-reminders";
import {
  DAY,
  iso,
  owner,
  person,
  putPlan,
  server,
  signIn,
  submit,
  taskDue,
  moveTo,
  data,
  useDeadlineServer,
} from "./deadline-routes.fixtures";

/** Reminders, the due-next list and calendar feed, and a copied course's plan (setup: deadline-routes.fixtures.ts). */
describe("deadlines (issue #37)", () => {
  useDeadlineServer();

  it("reminders: once, a day before, for work not yet sent, as the server's clock moves", async () => {
    const [waiting, done] = [await person("remind"), await person("remind-done")];
    const c = await addFixtureCourse(server.store, { students: [waiting.id, done.id] });
    await moveTo(START_TIME);
    const due = START_TIME + 2 * DAY;
    await putPlan(c, taskDue(c, false, due));
    await submit(c, done);
    const sender = createMailSender({
      store: server.store,
      clock: () => server.now,
      secret: TEST_SECRET,
      baseUrl: "",
      transport: null,
      log: () => undefined,
    });
    const told = () =>
      server.store.data.notifications.filter(
        (n) => n.kind === "deadline-soon" && (n.user_id === waiting.id || n.user_id === done.id),
      );
    // One ms more than a day before: not yet (the rule); the loop looks once a minute of the clock.
    expect(remindersDue(server.store.data, due - DAY - 1).filter((r) => r.item.course_id === c.courseId)).toEqual([]);
    expect(remindersDue(server.store.data, due - DAY).map((r) => r.userId)).toContain(waiting.id);
    await moveTo(due - DAY - 2 * 60_000);
    await sender.tick();
    expect(told()).toEqual([]);
    await moveTo(due - DAY);
    await sender.tick();
    expect(told().map((n) => [n.user_id, n.link, n.parts])).toEqual([
      [
        waiting.id,
        `/myCourses/${c.courseId}/lessons/${c.modules[0]}/${c.lessons.l1}#task-${c.task}`,
        { course: `Курс-фикстура ${c.courseId}`, task: "Практика", detail: iso(due) },
      ],
    ]);
    // Its mail went out through the outbox like any notification's.
    expect(
      server.store.data.outbox.some((m) => m.to === "remind@demo.ru" && m.subject === "Скоро срок сдачи: «Практика»"),
    ).toBe(true);
    await moveTo(due - 60_000);
    await sender.tick();
    expect(told()).toHaveLength(1);
    await sender.stop();
  });

  it("due next across his courses, and the private calendar feed with one event per date", async () => {
    const s = await person("feed");
    const [a, b] = [
      await addFixtureCourse(server.store, { students: [s.id] }),
      await addFixtureCourse(server.store, { students: [s.id] }),
    ];
    await moveTo(START_TIME);
    await putPlan(a, [
      { lesson_id: a.lessons.l1, task_id: a.task, due: { kind: "fixed", at: iso(START_TIME + 5 * DAY) }, hard: true },
      { lesson_id: a.lessons.l3, task_id: null, due: { kind: "fixed", at: iso(START_TIME + 9 * DAY) }, hard: false },
    ]);
    await putPlan(b, taskDue(b, false, START_TIME + 3 * DAY));
    await submit(b, s);
    const mine = data<MyDeadline[]>(
      (await server.call("GET", "/api/my/deadlines", undefined, await signIn(s.email))).body,
    );
    expect(mine.map((d) => [d.course_id, d.task_name ?? d.lesson_name, d.sent, d.hard, d.state])).toEqual([
      [a.courseId, "Практика", false, true, "open"],
      [a.courseId, "Третий урок", false, false, "open"],
      [b.courseId, "Практика", true, false, "open"],
    ]);
    expect(data<MyDeadline[]>((await server.call("GET", "/api/my/deadlines", undefined, owner)).body)).toEqual([]);

    const link = data<{ url: string }>(
      (await server.call("GET", "/api/my/deadlines/calendar", undefined, await signIn(s.email))).body,
    ).url;
    expect(link).toMatch(new RegExp(`^${server.url}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(
      data<{ url: string }>(
        (await server.call("GET", "/api/my/deadlines/calendar", undefined, await signIn(s.email))).body,
      ).url,
    ).toBe(link);
    const feed = await fetch(link);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()) as unknown[]);
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.summary, e.endDate.toJSDate().toISOString(), e.uid])).toEqual([
      [
        `Сдать: Практика — Курс-фикстура ${a.courseId} (жёсткий срок)`,
        iso(START_TIME + 5 * DAY),
        `deadline-${a.courseId}-${a.lessons.l1}-${a.task}@course-platform`,
      ],
      [
        `Сдать: Третий урок — Курс-фикстура ${a.courseId}`,
        iso(START_TIME + 9 * DAY),
        `deadline-${a.courseId}-${a.lessons.l3}-lesson@course-platform`,
      ],
      [
        `Сдать: Практика — Курс-фикстура ${b.courseId}`,
        iso(START_TIME + 3 * DAY),
        `deadline-${b.courseId}-${b.lessons.l1}-${b.task}@course-platform`,
      ],
    ]);
    expect(events[1]?.startDate.toJSDate().toISOString()).toBe(iso(START_TIME + 9 * DAY - 30 * 60_000));

    // Only its token opens it: a made-up one is 404, and a renewed address retires the old one.
    expect((await fetch(`${server.url}/calendar/${"x".repeat(43)}.ics`)).status).toBe(404);
    const renewed = data<{ url: string }>(
      (await server.call("POST", "/api/my/deadlines/calendar", undefined, await signIn(s.email))).body,
    ).url;
    expect(renewed).not.toBe(link);
    expect((await fetch(link)).status).toBe(404);
    expect((await fetch(renewed)).status).toBe(200);
    expect((await server.call("GET", "/api/my/deadlines/calendar")).status).toBe(401);
  });

  it("a copied course carries the plan to its own lessons, relative dates unchanged, without extensions", async () => {
    const c = await addFixtureCourse(server.store);
    const items = [
      { lesson_id: c.lessons.l2, task_id: null, due: { kind: "relative", days: 7, time: "23:59" }, hard: true },
      { lesson_id: c.lessons.l1, task_id: c.task, due: { kind: "relative", days: 3, time: "12:00" }, hard: false },
    ];
    await putPlan(c, items);
    const copy = await server.call("POST", `/api/courses/${c.courseId}/copy`, undefined, owner);
    expect(copy.status).toBe(201);
    const copyId = data<{ id: number }>(copy.body).id;
    const copied = data<DeadlinePlan>(
      (await server.call("GET", `/api/courses/${copyId}/deadlines`, undefined, owner)).body,
    );
    const draft = server.store.data.courseContents.find((x) => x.course_id === copyId)?.draft;
    const lessons = draft?.moduleList.flatMap((m) => m.lessons) ?? [];
    expect(copied).toEqual({
      items: [
        { ...items[0], lesson_id: lessons[1]?.lessonID },
        { ...items[1], lesson_id: lessons[0]?.lessonID, task_id: lessons[0]?.tasks[0]?.taskID },
      ],
      extensions: [],
    });
    expect(lessons[0]?.lessonID).not.toBe(c.lessons.l1);
  });
});
