import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-support/test-server";

/** A raw GET that asks for gzip and does not decode it (fetch would). */
const rawGet = (url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });

describe("served pages (issue 4 §9)", () => {
  let server: TestServer;
  const script = `console.log(${JSON.stringify("x".repeat(5000))});`;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), "dist-"));
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(
      path.join(dist, "index.html"),
      `<!doctype html><title>Платформа</title><script type="module" src="/assets/app-3f9a1c.js"></script>`,
    );
    writeFileSync(
      path.join(dist, "landing.html"),
      `<!doctype html><title>Платформа</title><div id="root"><h1>Главная</h1></div>`,
    );
    writeFileSync(path.join(dist, "assets", "app-3f9a1c.js"), script);
    server = await startTestServer({ webDist: dist });
  });
  afterAll(() => server.close());

  it("serves hashed assets gzipped and immutable", async () => {
    const answer = await rawGet(`${server.url}/assets/app-3f9a1c.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(answer.body).toString("utf8")).toBe(script);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    // Document headers stay off scripts: a first visit loads some thirty of them.
    expect(answer.headers["content-security-policy"]).toBeUndefined();
    expect(answer.headers["x-frame-options"]).toBeUndefined();
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });

  it("falls back to index.html for client routes, not cached, with the security headers and the XSRF cookie", async () => {
    const answer = await rawGet(`${server.url}/myCourses/12/lessons`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.headers["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
    // Frames: the app's own (HTML presentations) and the three video players only (issue #20).
    expect(answer.headers["content-security-policy"]).toMatch(
      /frame-src 'self' blob: https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com https:\/\/rutube\.ru(;|$)/,
    );
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(answer.headers["set-cookie"]?.[0]).toMatch(/^XSRF-TOKEN=\w+; Path=\/; SameSite=Strict$/);
  });

  it("sends the prerendered landing page for / only", async () => {
    const home = await rawGet(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(home.body.toString("utf8")).toContain("<h1>Главная</h1>");
    expect((await rawGet(`${server.url}/contacts`)).body.toString("utf8")).not.toContain("<h1>Главная</h1>");
  });

  it("answers a path that is no page of the app with its not-found page and 404; robots.txt and sitemap.xml are real (issue #31)", async () => {
    const unknown = await rawGet(`${server.url}/no/such/page`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers["content-type"]).toMatch(/^text\/html/);
    const robots = await rawGet(`${server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.body.toString("utf8")).toMatch(
      /^User-agent: \*\n[\s\S]*Disallow: \/api\/\n[\s\S]*Sitemap: http:\/\/.+\/sitemap\.xml\n$/,
    );
    const sitemap = await rawGet(`${server.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
    const text = (sitemap.headers["content-encoding"] === "gzip" ? gunzipSync(sitemap.body) : sitemap.body).toString(
      "utf8",
    );
    expect(text).toContain(`<loc>${server.url}/course</loc>`);
    expect(text).toContain(`<loc>${server.url}/school/1</loc>`);
    expect(text).toMatch(/<loc>http:\/\/[^<]+\/landing\/courses\/\d+<\/loc>/);
    expect(text).not.toContain("/myCourses");
  });

  it("answers a missing asset with 404 JSON, never index.html", async () => {
    const answer = await server.call("GET", "/assets/app-missing.js");
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { message: "Страница не найдена!" } });
  });

  it("keeps /api answers JSON next to the web app", async () => {
    const answer = await server.call("GET", "/api/unknown");
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  });
});
