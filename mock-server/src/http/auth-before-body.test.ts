import http from "node:http";
import type { AddressInfo } from "node:net";
import { Memory } from "lowdb";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { openStore } from "../store/store";
import { listApiRoutes, type ServedRoute } from "./route-list";

/** Declared far above every body limit (20 MB for import, the upload limit for files). */
const DECLARED = 600 * 1024 * 1024;
const JSON_TYPE = "application/json";
const MULTIPART_TYPE = "multipart/form-data; boundary=x";

const app = createApp({
  store: await openStore(new Memory<unknown>()),
  clock: () => 0,
  secret: "s".repeat(64),
  accessTokenTtl: 60,
  refreshTokenTtl: 60,
  log: () => undefined,
});
const routes = listApiRoutes(app);
const server = app.listen(0, "127.0.0.1");
await new Promise<void>((resolve) => server.once("listening", () => resolve()));
const { port } = server.address() as AddressInfo;

/**
 * The status of an anonymous call. With `type`, it declares a 600 MB body and sends only its first
 * 64 KB: a body parser that ran first would wait for the rest (body-parser and multer answer only
 * once the body has ended), so no answer would come and the test would fail on its timeout, naming
 * the route. An answer while the body is still incomplete proves the body was never parsed.
 */
const statusOf = (route: ServedRoute, type: string | null, body = false): Promise<number> =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> =
      type === null ? {} : { "content-type": type, "content-length": String(body ? DECLARED : 0) };
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: route.method,
      path: route.path.replace(/:[A-Za-z_]\w*/g, "1"),
      headers,
    });
    request.once("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.once("error", (error) => reject(error));
    if (body)
      request.write(
        type === JSON_TYPE
          ? `{"name":"${"x".repeat(64 * 1024)}`
          : `--x\r\ncontent-disposition: form-data; name="file"; filename="a.bin"\r\n\r\n${"x".repeat(64 * 1024)}`,
      );
    else request.end();
  });

/** A route is signed-in when an anonymous call with an empty body of its type answers 401 (the upload takes multipart only). */
const signedIn: Array<{ readonly route: ServedRoute; readonly type: string }> = [];
const open: string[] = [];
for (const route of routes) {
  const type = (await statusOf(route, JSON_TYPE)) === 415 ? MULTIPART_TYPE : JSON_TYPE;
  if ((await statusOf(route, type)) === 401) signedIn.push({ route, type });
  else open.push(`${route.method} ${route.path}`);
}

describe("authentication before any body is parsed (issue 16 row 5)", () => {
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("tells the signed-in routes from the public ones", () => {
    expect(signedIn.length).toBeGreaterThan(50);
    expect(open).toEqual(
      expect.arrayContaining([
        "POST /api/login",
        "POST /api/token/refresh",
        "POST /api/register",
        "POST /api/password/reset",
      ]),
    );
    expect(signedIn.map(({ route }) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(["POST /api/courses/import", "POST /api/file", "PUT /api/courses/:id/content"]),
    );
  });

  it.each(signedIn.map(({ route, type }) => [`${route.method} ${route.path}`, route, type] as const))(
    "%s: an anonymous 600 MB body gets 401 before it is read",
    async (_name, route, type) => {
      expect(await statusOf(route, type, true)).toBe(401);
    },
  );
});
