import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as M, maxLengthMessage } from "@app/domain/validation/messages";
import { MANAGERS_MAILBOX } from "../auth/author-applications";
import { startTestServer, validationOf, type TestServer } from "../test-support/test-server";

describe("POST /api/author and GET /api/education", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("takes an application from anyone and puts a notice for the managers in the outbox", async () => {
    const answer = await server.call("POST", "/api/author", {
      name: "Анна Автор",
      email: "Anna@Demo.ru",
      phone: "375291234567",
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ data: { id: expect.any(Number) } });
    const outbox = (await server.call("GET", "/api/dev/outbox")).body as {
      data: Array<{ kind: string; to: string; text: string }>;
    };
    expect(outbox.data[0]).toMatchObject({ kind: "author-application", to: MANAGERS_MAILBOX });
    expect(outbox.data[0]?.text).toContain("anna@demo.ru");
    expect(outbox.data[0]?.text).toContain("+375291234567");
  });

  it("answers 422 with errors.validation", async () => {
    const answer = await server.call("POST", "/api/author", { name: "я".repeat(257), email: "anna@", phone: "" });
    expect(answer.status).toBe(422);
    expect(validationOf(answer.body)).toEqual({
      name: [maxLengthMessage(256)],
      email: [M.invalidEmail],
      phone: [M.required],
    });
  });

  it("serves the education list to anyone", async () => {
    const answer = await server.call("GET", "/api/education");
    expect(answer.status).toBe(200);
    const list = (answer.body as { data: Array<{ id: number; name: string }> }).data;
    expect(list.length).toBeGreaterThan(3);
    expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
  });
});
