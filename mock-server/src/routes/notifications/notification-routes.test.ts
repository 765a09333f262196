import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailPreferencesResponse, NotificationsPage, UnreadCount } from "@app/domain/api/notifications";
import type { FixtureCourse } from "../../test-support/course-fixture";
import {
  startTestServer,
  TEST_SECRET,
  tokensByCaller,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import { addReviewCourse, STUDENT_ID, TEACHER_ID } from "../../test-support/review-test-support";
import { createMailSender } from "../../notifications/mail-sender";
import { notifyDecision } from "../../notifications/notify-facts";

describe("notifications (issue #35): the list, marking read, the stream, mail choices", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let course: FixtureCourse;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    course = await addReviewCourse(server.store, { name: "Курс уведомлений" });
  });
  afterAll(() => server.close());

  const page = async (token: string | undefined): Promise<NotificationsPage> =>
    (await server.call("GET", "/api/notifications", undefined, token)).body as NotificationsPage;

  it("work sent: the teacher is told, with a link to it in the queue; the verdict tells the student, with the comment", async () => {
    const sent = await server.call(
      "POST",
      `/api/my-courses/${course.courseId}/tasks/${course.task}/blocks/${course.blocks.freeTask}/submissions`,
      { text: "Моё эссе" },
      tokens.STUDENT,
    );
    expect(sent.status).toBe(201);
    const submissionId = (sent.body as { data: { id: number } }).data.id;
    const teacher = await page(tokens.TEACHER);
    expect(teacher.unread).toBe(1);
    expect(teacher.data[0]).toMatchObject({
      kind: "work-arrived",
      link: `/availableCourses/queue/${submissionId}`,
      parts: { course: "Курс уведомлений" },
      read: false,
    });
    // Written in the same update as the work: its mail waits in the outbox.
    expect(server.store.data.mailJobs.filter((j) => j.user_id === TEACHER_ID && j.status === "pending")).toHaveLength(
      1,
    );

    const stream = await server.call("GET", "/api/notifications/stream?once=1", undefined, tokens.TEACHER);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    expect(stream.text).toBe(`data: ${JSON.stringify({ unread: 1, arrived: [] })}\n\n`);

    const rework = await server.call(
      "POST",
      `/api/submissions/${submissionId}/rework`,
      { comment: "Добавьте пример" },
      tokens.TEACHER,
    );
    expect(rework.status).toBe(200);
    const student = await page(tokens.STUDENT);
    expect(student.data[0]).toMatchObject({
      kind: "work-sent-back",
      parts: { comment: "Добавьте пример" },
      link: expect.stringMatching(new RegExp(`^/myCourses/${course.courseId}/lessons/.+#task-`)) as unknown,
    });

    // The student answers the comment: the teacher who wrote it is told, with the answer.
    const reply = await server.call(
      "POST",
      `/api/submissions/${submissionId}/replies`,
      { text: "Добавил" },
      tokens.STUDENT,
    );
    expect(reply.status).toBe(201);
    expect((await page(tokens.TEACHER)).data[0]).toMatchObject({
      kind: "student-replied",
      link: `/availableCourses/queue/${submissionId}`,
      parts: { comment: "Добавил" },
    });
    // A page that knew only the first one gets the newer ones in the stream's first event.
    const firstId = teacher.data[0]?.id ?? 0;
    const caughtUp = await server.call(
      "GET",
      `/api/notifications/stream?once=1&after=${firstId}`,
      undefined,
      tokens.TEACHER,
    );
    expect(caughtUp.text).toMatch(/^data: \{"unread":2,"arrived":\[\{"id":\d+,"kind":"student-replied"/);

    const read = await server.call("POST", "/api/notifications/read", { all: true }, tokens.TEACHER);
    expect(read.body as UnreadCount).toEqual({ unread: 0 });
    expect((await page(tokens.TEACHER)).data[0]?.read).toBe(true);
  });

  it("marks only the caller's own notifications read", async () => {
    const studentIds = (await page(tokens.STUDENT)).data.map((n) => n.id);
    const other = await server.call("POST", "/api/notifications/read", { ids: studentIds }, tokens.TEACHER);
    expect(other.status).toBe(200);
    expect((await page(tokens.STUDENT)).unread).toBe(studentIds.length);
    expect((await server.call("POST", "/api/notifications/read", { ids: "x" }, tokens.STUDENT)).status).toBe(422);
  });

  it("signed out: 401 for the list, the read mark and the stream", async () => {
    for (const [method, path] of [
      ["GET", "/api/notifications"],
      ["POST", "/api/notifications/read"],
      ["GET", "/api/notifications/stream"],
      ["GET", "/api/profile/notifications"],
    ] as const)
      expect((await server.call(method, path, method === "POST" ? { all: true } : undefined)).status).toBe(401);
  });

  it("keeps each kind's mail choice, refuses an unknown one; `never` writes no mail, `digest` waits", async () => {
    const initial = (await server.call("GET", "/api/profile/notifications", undefined, tokens.STUDENT))
      .body as MailPreferencesResponse;
    expect(initial.data["work-accepted"]).toBe("now");
    const put = await server.call(
      "PUT",
      "/api/profile/notifications",
      { "work-accepted": "never", "work-sent-back": "digest" },
      tokens.STUDENT,
    );
    expect(put.status).toBe(200);
    expect((put.body as MailPreferencesResponse).data).toMatchObject({
      "work-accepted": "never",
      "work-sent-back": "digest",
      enrolled: "now",
    });
    expect(
      (await server.call("PUT", "/api/profile/notifications", { "work-accepted": "sometimes" }, tokens.STUDENT)).status,
    ).toBe(422);
    const submission = {
      id: 77,
      course_id: course.courseId,
      user_id: STUDENT_ID,
      lesson_id: course.lessons.l1,
      task_id: course.task,
    };
    const jobsBefore = server.store.data.mailJobs.length;
    await server.store.update((db) => {
      notifyDecision(db, server.now, submission, { decision: "accepted", teacherId: TEACHER_ID, comment: "" });
      notifyDecision(db, server.now, submission, { decision: "needsWork", teacherId: TEACHER_ID, comment: "Ещё" });
    });
    // Both show in the app; only the sent-back one has a mail, and it waits for the digest.
    expect((await page(tokens.STUDENT)).data.slice(0, 2).map((n) => n.kind)).toEqual([
      "work-sent-back",
      "work-accepted",
    ]);
    expect(server.store.data.mailJobs.slice(jobsBefore).map((j) => [j.kind, j.status])).toEqual([
      ["work-sent-back", "digest"],
    ]);
  });
});

describe("the unsubscribe link (issue #35): signed out, only its own person and kind", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** The link of the newest mail in the development mailbox to `to`. */
  const linkOfMail = async (kind: "work-arrived" | "work-accepted", userId: number): Promise<string> => {
    await server.store.update((db) => {
      db.mailJobs.push({
        id: 900 + userId,
        user_id: userId,
        kind,
        to: db.users.find((u) => u.id === userId)?.email ?? "",
        subject: "Тема",
        text: "Текст",
        link: "/notifications",
        status: "pending",
        attempts: 0,
        next_at: 0,
        created_at: "2026-03-01T09:00:00.000Z",
        sent_at: null,
        last_error: null,
      });
    });
    const sender = createMailSender({
      store: server.store,
      clock: () => server.now,
      secret: TEST_SECRET,
      baseUrl: "",
      transport: null,
    });
    await sender.tick();
    const text = server.store.data.outbox.at(-1)?.text ?? "";
    const match = /\/unsubscribe\?token=[\w.%-]+/.exec(text);
    if (match === null) throw new Error(`no unsubscribe link in: ${text}`);
    return match[0];
  };

  const choices = (userId: number) => server.store.data.mailPreferences.find((p) => p.user_id === userId)?.choices;

  it("asks on GET (a link scanner changes nothing), turns that kind off on POST, for that person only", async () => {
    const link = await linkOfMail("work-arrived", TEACHER_ID);
    const asked = await server.call("GET", link, undefined, undefined, { accept: "text/html" });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("Отписаться");
    expect(choices(TEACHER_ID)?.["work-arrived"]).toBeUndefined();

    // A mail client's one-click POST (RFC 8058): form-encoded, no session.
    const done = await server.call("POST", link, "List-Unsubscribe=One-Click", undefined, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(done.status).toBe(200);
    expect(done.text).toContain("Вы отписались");
    expect(choices(TEACHER_ID)).toEqual({ "work-arrived": "never" });
    expect(choices(STUDENT_ID)).toBeUndefined();
  });

  it("refuses a token changed to name another person or kind, and one signed with another secret", async () => {
    const link = await linkOfMail("work-accepted", STUDENT_ID);
    const token = decodeURIComponent(link.split("token=")[1] ?? "");
    const [header, payload, signature] = token.split(".");
    const forged = (claims: object): string =>
      `/unsubscribe?token=${[header, Buffer.from(JSON.stringify(claims)).toString("base64url"), signature].join(".")}`;
    const before = server.store.data.mailPreferences.length;
    for (const bad of [
      forged({ purpose: "unsubscribe", sub: TEACHER_ID, kind: "work-accepted" }),
      forged({ purpose: "unsubscribe", sub: STUDENT_ID, kind: "work-sent-back" }),
      `/unsubscribe?token=${header}.${payload}.${"A".repeat(signature?.length ?? 10)}`,
      "/unsubscribe?token=",
      "/unsubscribe",
    ]) {
      const answer = await server.call("POST", bad, "List-Unsubscribe=One-Click", undefined, {
        "content-type": "application/x-www-form-urlencoded",
      });
      expect([bad, answer.status]).toEqual([bad, 400]);
      expect(answer.text).toContain("Ссылка недействительна");
    }
    expect(server.store.data.mailPreferences.length).toBe(before);
    expect(choices(STUDENT_ID)).toBeUndefined();
  });
});
