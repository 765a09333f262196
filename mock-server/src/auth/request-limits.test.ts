import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as M } from "@app/domain/validation/messages";
import { errorMessage, startTestServer, validationOf, type TestServer } from "../test-support/test-server";

const TOO_MANY = /^Слишком много запросов\. Повторите через \d+ с$/;

const signUp = (server: TestServer, email: string) =>
  server.call("POST", "/api/register", {
    email,
    password: "secret1",
    password_confirmation: "secret1",
    phone: "79161234567",
    full_name: "Ира Петрова",
  });
const askReset = (server: TestServer, email: string) => server.call("POST", "/api/password/requestReset", { email });
const applyAsAuthor = (server: TestServer, email: string) =>
  server.call("POST", "/api/author", { name: "Анна", email, phone: "79161234567" });

const mailsTo = (server: TestServer, to: string, kind: string): number =>
  server.store.data.outbox.filter((m) => m.to === to && m.kind === kind).length;

/** Sends `count` requests one after another; the statuses in order. */
const statuses = async (count: number, send: (i: number) => Promise<{ status: number }>): Promise<number[]> => {
  const all: number[] = [];
  for (let i = 0; i < count; i += 1) all.push((await send(i)).status);
  return all;
};

describe("limits on sign-ups, reset mails and author applications (issue #32 row 8)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  beforeEach(() => {
    // Each case starts after every bucket of the one before has refilled.
    server.now += 24 * 60 * 60 * 1000;
  });
  afterAll(() => server.close());

  it("200 sign-ups from one address: the first are taken, then 429 with the wait; later more are taken", async () => {
    const answers = await statuses(200, (i) => signUp(server, `bulk-${i}@t4.ru`));
    const taken = answers.filter((s) => s === 201).length;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(30);
    expect(answers.slice(taken).every((s) => s === 429)).toBe(true);
    const refused = await signUp(server, "one-more@t4.ru");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(errorMessage(refused.body)).toMatch(TOO_MANY);
    server.now += 60 * 60 * 1000;
    expect((await signUp(server, "one-more@t4.ru")).status).toBe(201);
  });

  it("200 reset mails for one person from one address: at most 3 reach him", async () => {
    const answers = await statuses(200, () => askReset(server, "student@demo.ru"));
    expect(answers.filter((s) => s === 200).length).toBeLessThanOrEqual(3);
    expect(answers.at(-1)).toBe(429);
    expect(mailsTo(server, "student@demo.ru", "password-reset")).toBeLessThanOrEqual(3);
  });

  it("200 reset mails for 200 people from one address: at most 10 leave", async () => {
    const before = server.store.data.outbox.length;
    const answers = await statuses(200, (i) => askReset(server, `person-${i}@t4.ru`));
    expect(answers.filter((s) => s === 200).length).toBeLessThanOrEqual(10);
    expect(answers.at(-1)).toBe(429);
    expect(server.store.data.outbox.length - before).toBeLessThanOrEqual(10);
  });

  it("200 author applications from one address: at most 10 are taken, and at most 2 for one e-mail", async () => {
    const one = await statuses(10, () => applyAsAuthor(server, "anna@t4.ru"));
    expect(one.filter((s) => s === 201).length).toBeLessThanOrEqual(2);
    server.now += 24 * 60 * 60 * 1000;
    const many = await statuses(200, (i) => applyAsAuthor(server, `author-${i}@t4.ru`));
    expect(many.filter((s) => s === 201).length).toBeLessThanOrEqual(10);
    expect(many.at(-1)).toBe(429);
  });

  it("a reset answers the same whether or not the account exists, and only a real account gets the mail", async () => {
    const known = await askReset(server, "teacher@demo.ru");
    const unknown = await askReset(server, "nobody-here@t4.ru");
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.status).toBe(200);
    expect(mailsTo(server, "teacher@demo.ru", "password-reset")).toBe(1);
    expect(mailsTo(server, "nobody-here@t4.ru", "password-reset")).toBe(0);
  });

  it("an unknown e-mail is limited like a known one, so the limit tells nothing either", async () => {
    const known = await statuses(6, () => askReset(server, "manager@demo.ru"));
    server.now += 24 * 60 * 60 * 1000;
    const unknown = await statuses(6, () => askReset(server, "nobody-else@t4.ru"));
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toBe(429);
  });

  it("keeps registration's own message for a taken e-mail (docs/decisions.md), within the same limits", async () => {
    const taken = await signUp(server, "student@demo.ru");
    expect(taken.status).toBe(422);
    expect(validationOf(taken.body)).toEqual({ email: [M.emailTaken] });
    const again = await statuses(10, () => signUp(server, "student@demo.ru"));
    expect(again.at(-1)).toBe(429);
  });
});
