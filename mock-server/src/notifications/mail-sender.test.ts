import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { nextDigestAt } from "@app/domain/notifications/mail-schedule";
import { startTestServer, TEST_SECRET, type TestServer } from "../test-support/test-server";
import { startChildServer } from "../test-support/child-server";
import { addReviewCourse, STUDENT_ID, TEACHER_ID } from "../test-support/review-test-support";
import type { FixtureCourse } from "../test-support/course-fixture";
import { createMailSender } from "./mail-sender";
import { smtpTransport } from "./mail-transport";
import { setMailChoices } from "./mail-preference-writes";
import { notifyDecision, notifyWorkSent } from "./notify-facts";

/**
 * Issue #35's mail against a real SMTP server started here (smtp-server): what it accepted is what
 * was delivered. `refuse` answers the next DATA commands 451; `hold` leaves the next one unanswered.
 */
type TestSmtp = {
  readonly url: string;
  readonly accepted: string[];
  tries: number;
  refuse: number;
  hold: boolean;
  /** Resolves when a held DATA has arrived. */
  held: Promise<void>;
  close(): Promise<void>;
};

const startSmtp = async (): Promise<TestSmtp> => {
  let arrived = (): void => undefined;
  const smtp: TestSmtp = {
    url: "",
    accepted: [],
    tries: 0,
    refuse: 0,
    hold: false,
    held: new Promise<void>((resolve) => (arrived = resolve)),
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let data = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (data += chunk));
      stream.on("end", () => {
        smtp.tries += 1;
        if (smtp.hold) return arrived();
        if (smtp.refuse > 0) {
          smtp.refuse -= 1;
          return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        }
        smtp.accepted.push(readable(data));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(smtp, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
};

/** A raw message readable: headers unfolded, the body decoded (base64 or quoted-printable, UTF-8). */
const readable = (raw: string): string => {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? body.replace(/=\r\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (run) =>
            Buffer.from(
              run
                .split("=")
                .slice(1)
                .map((hex) => parseInt(hex, 16)),
            ).toString("utf8"),
          )
        : body;
  return `${head}\r\n\r\n${text}`;
};

const messageIds = (mails: ReadonlyArray<string>): string[] =>
  mails.map((m) => /^Message-ID: (.+)$/im.exec(m)?.[1]?.trim() ?? "");

describe("the mail outbox against a real SMTP server (issue #35)", () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let course: FixtureCourse;
  beforeAll(async () => {
    server = await startTestServer();
    course = await addReviewCourse(server.store, { name: "Курс почты" });
  });
  afterAll(() => server.close());
  afterEach(() => smtp.close());

  const sender = () =>
    createMailSender({
      store: server.store,
      clock: () => server.now,
      secret: TEST_SECRET,
      baseUrl: "https://school.example",
      transport: smtpTransport(smtp.url),
      log: () => undefined,
    });

  /** A submission of the fixture course, as the passage service writes it, with its notification. */
  const workSent = (id: number) =>
    server.store.update((db) =>
      notifyWorkSent(db, server.now, {
        id,
        course_id: course.courseId,
        user_id: STUDENT_ID,
        lesson_id: course.lessons.l1,
        task_id: course.task,
      }),
    );

  it("5 events for a teacher on the daily digest: exactly one mail once the clock passes the hour", async () => {
    smtp = await startSmtp();
    await server.store.update((db) => setMailChoices(db, TEACHER_ID, { "work-arrived": "digest" }));
    for (let i = 1; i <= 5; i += 1) {
      await workSent(100 + i);
      server.now += 60_000;
    }
    const mail = sender();
    await mail.tick();
    expect(smtp.accepted).toHaveLength(0);
    server.now = nextDigestAt(server.now) - 1;
    await mail.tick();
    expect(smtp.accepted).toHaveLength(0);
    server.now += 1;
    await mail.tick();
    await mail.tick();
    server.now += 24 * 60 * 60 * 1000;
    await mail.tick();
    expect(smtp.accepted).toHaveLength(1);
    const digest = smtp.accepted[0] ?? "";
    expect(digest).toContain("teacher@demo.ru");
    expect(digest.match(/queue\/10[1-5]/g)).toHaveLength(5);
  });

  it("SMTP refusing twice then accepting: delivered once, retried with backoff on the injected clock", async () => {
    smtp = await startSmtp();
    smtp.refuse = 2;
    const submission = {
      id: 200,
      course_id: course.courseId,
      user_id: STUDENT_ID,
      lesson_id: course.lessons.l1,
      task_id: course.task,
    };
    await server.store.update((db) =>
      notifyDecision(db, server.now, submission, { decision: "needsWork", teacherId: TEACHER_ID, comment: "Пример" }),
    );
    const mail = sender();
    await mail.tick();
    expect([smtp.tries, smtp.accepted.length]).toEqual([1, 0]);
    await mail.tick();
    expect(smtp.tries).toBe(1); // the next try is a minute away
    server.now += 60_000;
    await mail.tick();
    expect([smtp.tries, smtp.accepted.length]).toEqual([2, 0]);
    server.now += 60_000;
    await mail.tick();
    expect(smtp.tries).toBe(2); // two minutes after the second refusal
    server.now += 60_000;
    await mail.tick();
    server.now += 10 * 60_000;
    await mail.tick();
    expect([smtp.tries, smtp.accepted.length]).toEqual([3, 1]);
    const sent = smtp.accepted[0] ?? "";
    expect(sent).toMatch(/^List-Unsubscribe: <https:\/\/school\.example\/unsubscribe\?token=[^>]+>/m);
    expect(sent).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const job = server.store.data.mailJobs.find((j) => j.kind === "work-sent-back");
    expect(messageIds(smtp.accepted)).toEqual([`<mail-${job?.id}@course-platform.local>`]);
    expect(job).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("kill -9 between the action and the sending (issue #35)", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mail-crash-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("delivers each mail once after the restart", { timeout: 90_000 }, async () => {
    const smtp = await startSmtp();
    try {
      smtp.hold = true;
      const first = await startChildServer(dataDir, { SMTP_URL: smtp.url });
      const login = await fetch(`${first.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "fresh@demo.ru", password: "demo123" }),
      });
      const { tokens } = (await login.json()) as { tokens: { token: string } };
      // The action: a student joins course 1; its owner and manager are told (two mails).
      const joined = await fetch(`${first.url}/api/courses/1/enrolments`, {
        method: "POST",
        headers: { authorization: `Bearer ${tokens.token}`, "content-type": "application/json" },
        body: "{}",
      });
      expect(joined.status).toBe(201);
      // The sender has the first mail on the wire, unanswered: the server dies now.
      await smtp.held;
      await first.kill9();
      smtp.hold = false;

      const second = await startChildServer(dataDir, { SMTP_URL: smtp.url });
      try {
        for (let i = 0; i < 100 && smtp.accepted.length < 2; i += 1) await new Promise((r) => setTimeout(r, 100));
        // Longer than a few of the sender's rounds: nothing more comes.
        await new Promise((r) => setTimeout(r, 2_500));
        expect(smtp.accepted).toHaveLength(2);
        expect(new Set(messageIds(smtp.accepted)).size).toBe(2);
        expect(smtp.accepted.map((m) => /^To: (.+)$/im.exec(m)?.[1]?.trim()).sort()).toEqual([
          "manager@demo.ru",
          "owner@demo.ru",
        ]);
      } finally {
        await second.stop();
      }
    } finally {
      await smtp.close();
    }
  });
});
