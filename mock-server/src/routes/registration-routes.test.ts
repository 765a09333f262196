import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as M } from "@app/domain/validation/messages";
import { startTestServer, validationOf, type TestServer } from "../test-support/test-server";

const good = {
  email: "New.User@Demo.ru",
  password: "secret1",
  password_confirmation: "secret1",
  phone: "+79161112233",
  full_name: "Иван Петров",
};

describe("POST /api/register (SPEC §7)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("creates a signed-in student with the profile filled from the form", async () => {
    const answer = await server.call("POST", "/api/register", good);
    expect(answer.status).toBe(201);
    const data = (answer.body as { data: { user_id: number; tokens: { token: string }; roles: string[] } }).data;
    expect(data.roles).toEqual(["student"]);
    const profile = await server.call("GET", "/api/my-profile", undefined, data.tokens.token);
    expect(profile.body).toMatchObject({
      data: {
        email: "new.user@demo.ru",
        user_id: data.user_id,
        name: "Иван",
        surname: "Петров",
        phone: "79161112233",
        roles: ["student"],
      },
    });
    const login = await server.call("POST", "/api/login", { email: "new.user@demo.ru", password: "secret1" });
    expect(login.status).toBe(200);
    // The registration e-mail docs/api.md lists (issue #30).
    expect(server.store.data.outbox.filter((m) => m.to === "new.user@demo.ru")).toEqual([
      expect.objectContaining({ kind: "registration", subject: "Добро пожаловать на платформу", link: "/myCourses" }),
    ]);
  });

  it("refuses a taken e-mail, in any case", async () => {
    const answer = await server.call("POST", "/api/register", { ...good, email: "OWNER@demo.ru" });
    expect(answer.status).toBe(422);
    expect(validationOf(answer.body)).toEqual({ email: [M.emailTaken] });
  });

  it("lists every bad field with Russian messages", async () => {
    const answer = await server.call("POST", "/api/register", {
      email: "nope",
      password: "123",
      password_confirmation: "321",
      phone: "7123",
      full_name: " ",
    });
    expect(answer.status).toBe(422);
    expect(validationOf(answer.body)).toEqual({
      email: [M.invalidEmail],
      password: [M.passwordMin],
      password_confirmation: [M.passwordConfirmationMismatch],
      phone: [M.phoneDigits],
      full_name: [M.required],
    });
  });

  it("treats wrong types and a non-object body as missing fields", async () => {
    const answer = await server.call("POST", "/api/register", { ...good, phone: 79161112233, full_name: ["x"] });
    expect(validationOf(answer.body)).toEqual({ phone: [M.required], full_name: [M.required] });
    const array = await server.call("POST", "/api/register", [1, 2]);
    expect(array.status).toBe(422);
    expect(Object.keys(validationOf(array.body) ?? {})).toHaveLength(5);
  });
});
