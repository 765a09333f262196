import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, expect, test } from "vitest";
import { createHttpServer } from "./http-server";

const server = createHttpServer((_req, res) => {
  res.setHeader("content-type", "application/json");
  res.end('{"data":null}');
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.address() as AddressInfo).port;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => {
  agent.destroy();
  server.close();
});

/** One GET through the keep-alive agent: its status and whether it went over the connection used before. */
const get = (): Promise<{ status: number; reused: boolean }> =>
  new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on("error", reject);
  });

test("given a connection idle for 6.5 s, longer than Node's default 5 s, when the client reuses it, then the server still answers on it", async () => {
  expect(await get()).toEqual({ status: 200, reused: false });
  await new Promise((resolve) => setTimeout(resolve, 6_500));
  // With Node's default the server would have closed it: the agent would open a new one (reused: false),
  // or, racing the close, get ECONNRESET.
  expect(await get()).toEqual({ status: 200, reused: true });
}, 15_000);
