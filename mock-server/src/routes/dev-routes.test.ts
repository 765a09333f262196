import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-support/test-server";

describe("dev mailbox", () => {
  let dev: TestServer;
  let production: TestServer;
  beforeAll(async () => {
    dev = await startTestServer();
    production = await startTestServer({ devEndpoints: false });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it("shows the outbox as JSON and as a page with no scripts, escaping what users typed", async () => {
    await dev.call("POST", "/api/author", {
      name: "<script>alert(1)</script>",
      email: "x@demo.ru",
      phone: "79161234567",
    });
    const json = await dev.call("GET", "/api/dev/outbox");
    expect(json.status).toBe(200);
    expect((json.body as { data: unknown[] }).data).toHaveLength(1);
    const page = await dev.call("GET", "/dev/mail");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.text).toContain("Заявка автора");
    expect(page.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page.text).not.toMatch(/<script/i);
    // The banner: it exposes every user's links and must never be deployed (issue 16).
    expect(page.text).toContain("Эта страница показывает письма всех пользователей");
    expect(page.text).toContain("Никогда не включайте её на сервере, доступном другим людям");
  });

  it("is off in production: 404 JSON for the API, no page", async () => {
    const json = await production.call("GET", "/api/dev/outbox");
    expect(json.status).toBe(404);
    expect(json.body).toEqual({ error: { message: "Страница не найдена!" } });
    const page = await production.call("GET", "/dev/mail");
    expect(page.status).toBe(404);
    expect(page.text).not.toContain("Почта");
  });
});
