import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as M } from "@app/domain/validation/messages";
import { RESET_TOKEN_TTL_MS } from "../auth/reset-tokens";
import { startTestServer, validationOf, type TestServer } from "../test-support/test-server";

type Outbox = { data: Array<{ kind: string; to: string; link: string | null }> };

/** Asks for a reset and reads the token from the e-mail in the outbox. */
const requestReset = async (server: TestServer, email: string): Promise<string> => {
  const answer = await server.call("POST", "/api/password/requestReset", { email });
  expect(answer.status).toBe(200);
  const outbox = (await server.call("GET", "/api/dev/outbox")).body as Outbox;
  const mail = outbox.data.find((m) => m.kind === "password-reset" && m.to === email);
  const link = new URL(mail?.link ?? "", "http://x");
  expect(link.pathname).toBe("/password/reset");
  expect(link.searchParams.get("email")).toBe(email);
  return link.searchParams.get("token") ?? "";
};

describe("password reset (SPEC §7)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("e-mails a single-use token that sets a new password and signs every device out", async () => {
    const before = await server.login("student@demo.ru");
    const token = await requestReset(server, "student@demo.ru");
    const reset = await server.call("POST", "/api/password/reset", {
      email: "student@demo.ru",
      password: "newpass1",
      token,
    });
    expect(reset.status).toBe(200);
    expect((await server.call("GET", "/api/role", undefined, before.token)).status).toBe(401);
    expect((await server.call("POST", "/api/login", { email: "student@demo.ru", password: "demo123" })).status).toBe(
      422,
    );
    expect((await server.call("POST", "/api/login", { email: "student@demo.ru", password: "newpass1" })).status).toBe(
      200,
    );
    const again = await server.call("POST", "/api/password/reset", {
      email: "student@demo.ru",
      password: "other12",
      token,
    });
    expect(again.status).toBe(422);
    expect(validationOf(again.body)).toEqual({ token: [M.resetTokenInvalid] });
  });

  it("refuses an expired token, a token for another e-mail, and a made-up one", async () => {
    const token = await requestReset(server, "teacher@demo.ru");
    const other = await server.call("POST", "/api/password/reset", {
      email: "admin@demo.ru",
      password: "newpass1",
      token,
    });
    expect(validationOf(other.body)).toEqual({ token: [M.resetTokenInvalid] });
    const madeUp = await server.call("POST", "/api/password/reset", {
      email: "teacher@demo.ru",
      password: "newpass1",
      token: "x".repeat(43),
    });
    expect(madeUp.status).toBe(422);
    server.now += RESET_TOKEN_TTL_MS + 1;
    const late = await server.call("POST", "/api/password/reset", {
      email: "teacher@demo.ru",
      password: "newpass1",
      token,
    });
    expect(validationOf(late.body)).toEqual({ token: [M.resetTokenInvalid] });
  });

  it("answers an unknown address like a known one (issue #32), and the e-mail error for a malformed one", async () => {
    const unknown = await server.call("POST", "/api/password/requestReset", { email: "nobody@demo.ru" });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ data: { ok: true } });
    const bad = await server.call("POST", "/api/password/requestReset", { email: "nobody" });
    expect(validationOf(bad.body)).toEqual({ email: [M.invalidEmail] });
    const short = await server.call("POST", "/api/password/reset", { email: "a@b.ru", password: "1", token: "t" });
    expect(validationOf(short.body)).toEqual({ password: [M.passwordMin] });
  });
});

describe("POST /api/password/update (SPEC §7)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("needs a token", async () => {
    expect(
      (
        await server.call("POST", "/api/password/update", {
          old_password: "demo123",
          new_password: "abcdef",
          new_password_confirmation: "abcdef",
        })
      ).status,
    ).toBe(401);
  });

  it("checks the old password and the confirmation", async () => {
    const { token } = await server.login("manager@demo.ru");
    const wrong = await server.call(
      "POST",
      "/api/password/update",
      { old_password: "nope!!", new_password: "abcdef", new_password_confirmation: "abcdef" },
      token,
    );
    expect(validationOf(wrong.body)).toEqual({ old_password: [M.oldPasswordWrong] });
    const mismatch = await server.call(
      "POST",
      "/api/password/update",
      { old_password: "demo123", new_password: "abcdef", new_password_confirmation: "abcdeg" },
      token,
    );
    expect(validationOf(mismatch.body)).toEqual({ new_password_confirmation: [M.passwordsMismatch] });
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const other = await server.login("manager@demo.ru");
    const mine = await server.login("manager@demo.ru");
    const answer = await server.call(
      "POST",
      "/api/password/update",
      { old_password: "demo123", new_password: "abcdef", new_password_confirmation: "abcdef" },
      mine.token,
    );
    expect(answer.status).toBe(200);
    expect((await server.call("GET", "/api/role", undefined, mine.token)).status).toBe(200);
    expect((await server.call("GET", "/api/role", undefined, other.token)).status).toBe(401);
    expect((await server.call("POST", "/api/login", { email: "manager@demo.ru", password: "abcdef" })).status).toBe(
      200,
    );
  });
});

describe("reset links that are superseded or outlived by a password change (issue 16 row 8)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const reset = (token: string, password: string) =>
    server.call("POST", "/api/password/reset", { email: "teacher@demo.ru", password, token });

  it("refuses an older link once a newer one was sent, and after the newer one was used", async () => {
    const older = await requestReset(server, "teacher@demo.ru");
    const newer = await requestReset(server, "teacher@demo.ru");
    expect(newer).not.toBe(older);
    const superseded = await reset(older, "newpass1");
    expect(superseded.status).toBe(422);
    expect(validationOf(superseded.body)).toEqual({ token: [M.resetTokenInvalid] });
    expect((await reset(newer, "newpass2")).status).toBe(200);
    expect(validationOf((await reset(older, "newpass3")).body)).toEqual({ token: [M.resetTokenInvalid] });
    expect(validationOf((await reset(newer, "newpass3")).body)).toEqual({ token: [M.resetTokenInvalid] });
  });

  it("refuses every link sent before a password change", async () => {
    const link = await requestReset(server, "manager@demo.ru");
    const pair = await server.login("manager@demo.ru");
    const update = await server.call(
      "POST",
      "/api/password/update",
      { old_password: "demo123", new_password: "changed1", new_password_confirmation: "changed1" },
      pair.token,
    );
    expect(update.status).toBe(200);
    const answer = await server.call("POST", "/api/password/reset", {
      email: "manager@demo.ru",
      password: "newpass1",
      token: link,
    });
    expect(validationOf(answer.body)).toEqual({ token: [M.resetTokenInvalid] });
  });
});
