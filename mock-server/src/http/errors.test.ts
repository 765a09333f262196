import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Memory } from "lowdb";
import { openStore, type Store } from "../store/store";
import { seedDemo } from "../seed/seed-demo";
import { errorMessage, startTestServer, type TestServer } from "../test-support/test-server";

const expectJsonError = (answer: { status: number; text: string; headers: Headers; body: unknown }, status: number) => {
  expect(answer.status).toBe(status);
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  expect(errorMessage(answer.body)).toEqual(expect.any(String));
  expect(answer.text).not.toMatch(/<html|at \w+ \(|\.ts:\d+/i);
};

describe("errors are JSON (GUIDE §1, issue 4 §5)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("400 for bad JSON", async () => {
    expectJsonError(await server.call("POST", "/api/login", '{"email": "a@b.ru", '), 400);
  });

  it("413 over the 1 MB body limit", async () => {
    const big = JSON.stringify({ email: "a".repeat(1_100_000), password: "x" });
    expectJsonError(await server.call("POST", "/api/login", big), 413);
  });

  it("415 for a body that is neither JSON nor multipart", async () => {
    expectJsonError(
      await server.call("POST", "/api/login", "email=a", undefined, {
        "content-type": "application/x-www-form-urlencoded",
      }),
      415,
    );
    expectJsonError(
      await server.call("POST", "/api/author", "hello", undefined, { "content-type": "text/plain" }),
      415,
    );
  });

  it("422 with errors.validation for a body that does not match", async () => {
    const answer = await server.call("POST", "/api/login", { email: 1 });
    expectJsonError(answer, 422);
    expect(answer.body).toMatchObject({
      errors: { validation: { email: ["Обязательное поле"], password: ["Обязательное поле"] } },
    });
  });

  it("404 for an unknown /api path, any method", async () => {
    for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH"]) {
      const answer = await server.call(method, "/api/no/such/thing");
      expectJsonError(answer, 404);
      expect(errorMessage(answer.body)).toBe("Страница не найдена!");
    }
  });

  it("400 for a malformed %-escape in a path (found by the fuzzer)", async () => {
    expectJsonError(await server.call("GET", "/api/courses/%ZZ"), 400);
  });

  it("401 without a token, as JSON", async () => {
    expectJsonError(await server.call("GET", "/api/my-profile"), 401);
  });

  it("every answer carries a request id and the security headers", async () => {
    const answer = await server.call("GET", "/api/education");
    expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(answer.headers.get("content-security-policy")).not.toContain("unsafe-inline' 'self'; script");
    expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(answer.headers.get("set-cookie")).toMatch(/^XSRF-TOKEN=[0-9a-f]{32}; Path=\/; SameSite=Strict/);
  });
});

describe("500", () => {
  let server: TestServer;
  beforeAll(async () => {
    const real = await openStore(new Memory<unknown>());
    await seedDemo(real);
    // A store whose writes fail with a bug-like error.
    const broken: Store = {
      get data() {
        return real.data;
      },
      update: () => Promise.reject(new Error("disk on fire")),
      settled: () => null,
      health: () => real.health(),
      flush: () => real.flush(),
      close: () => real.close(),
    };
    server = await startTestServer({ store: broken });
  });
  afterAll(() => server.close());

  it("answers the catalogue message with no stack, and logs the error under the request id", async () => {
    const answer = await server.call("POST", "/api/author", {
      name: "Анна",
      email: "anna@demo.ru",
      phone: "79161234567",
    });
    expectJsonError(answer, 500);
    expect(answer.body).toEqual({ error: { message: "Произошла ошибка на стороне сервера!" } });
    const id = answer.headers.get("x-request-id") ?? "none";
    expect(server.logs.some((line) => line.includes(id) && line.includes("disk on fire"))).toBe(true);
    // The server keeps answering.
    expect((await server.call("GET", "/api/education")).status).toBe(200);
  });
});
