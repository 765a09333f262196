import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorMessage, startTestServer, type TestServer } from "../test-support/test-server";

/**
 * The /api JSON parser's short path (plain UTF-8 JSON of a known length) must answer exactly as
 * express.json does; the rest still goes through express.json.
 */
describe("JSON bodies", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const login = (body: string | Uint8Array, headers: Record<string, string>) =>
    fetch(`${server.url}/api/login`, { method: "POST", headers: { accept: "application/json", ...headers }, body });

  it("reads plain JSON, with or without charset=utf-8, and with a byte order mark", async () => {
    const body = JSON.stringify({ email: "owner@demo.ru", password: "demo123" });
    for (const type of ["application/json", "application/json; charset=utf-8", 'Application/JSON;charset="UTF-8"']) {
      expect((await login(body, { "content-type": type })).status).toBe(200);
    }
    expect((await login(`\uFEFF${body}`, { "content-type": "application/json" })).status).toBe(200);
  });

  it("answers bad JSON with a 400 JSON error, as express.json does", async () => {
    const answer = await login('{"email": ', { "content-type": "application/json" });
    expect(answer.status).toBe(400);
    expect(errorMessage(await answer.json())).toEqual(expect.any(String));
  });

  it("reads an empty body as {} (so the fields are missing: 422, not 400)", async () => {
    const answer = await login("", { "content-type": "application/json" });
    expect(answer.status).toBe(422);
  });

  it("leaves gzip bodies and other charsets to express.json", async () => {
    const body = gzipSync(JSON.stringify({ email: "owner@demo.ru", password: "demo123" }));
    expect((await login(body, { "content-type": "application/json", "content-encoding": "gzip" })).status).toBe(200);
    const latin = await login(JSON.stringify({ email: "owner@demo.ru", password: "demo123" }), {
      "content-type": "application/json; charset=koi8-r",
    });
    expect(latin.status).toBe(415);
    expect(errorMessage(await latin.json())).toEqual(expect.any(String));
  });
});
