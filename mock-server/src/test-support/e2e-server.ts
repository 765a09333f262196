import type { IncomingMessage, ServerResponse } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Express } from "express";
import { Memory } from "lowdb";
import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { createApp } from "../app";
import { openStore } from "../store/store";
import { seedDemo } from "../seed/seed-demo";
import { writeSeedMedia } from "../seed/seed-media";
import { prepareRichTextSanitizer } from "../authoring/sanitize-rich-text";
import { createHttpServer } from "../http/http-server";
import { DEFAULT_ACCESS_TOKEN_TTL, DEFAULT_REFRESH_TOKEN_TTL } from "../config";
import { TEST_SECRET } from "./test-server";
import { createMailSender, type MailSender } from "../notifications/mail-sender";

/**
 * The browser tests' server: one per Playwright worker (web/e2e/support/worker-server.ts). It is
 * the real app (`createApp`) with the demo data, and two test-only controls that `server.ts`, the
 * server people run, never has:
 *
 * - `POST /__test/reset`: a fresh copy of the demo seed, made once at start, and a fresh app (its
 *   sessions, throttles and caches are new too) with the clock back at real time. Each test starts
 *   here, so no test sees another's data.
 * - `POST /__test/clock` `{ "advance_ms": n }`: moves the server's clock forward (access tokens
 *   expire, refresh grace ends) without waiting. Answers `{ "now": ms }`.
 *
 * Tokens keep their normal lifetimes. It listens on PORT (0: any free port) and prints
 * `e2e server: URL` once it does. It refuses to start with NODE_ENV=production.
 */
if (process.env.NODE_ENV === "production") {
  console.error("The e2e test server never runs with NODE_ENV=production: its controls reset the data and the clock.");
  process.exit(1);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(here, "../../../web/dist"));
const filesDir = await mkdtemp(path.join(os.tmpdir(), "course-platform-e2e-files-"));
await writeSeedMedia(filesDir);

const seedStore = await openStore(new Memory<unknown>());
await seedDemo(seedStore);
const seed = JSON.stringify(seedStore.data);

let offsetMs = 0;
const clock = (): number => Date.now() + offsetMs;

/** Issue #35: each fresh app's outbox goes into its development mailbox, 0.2 s after it is written. */
let mailSender: MailSender | null = null;

const freshApp = async (): Promise<Express> => {
  const memory = new Memory<unknown>();
  await memory.write(JSON.parse(seed) as unknown);
  const store = await openStore(memory);
  await mailSender?.stop();
  mailSender = createMailSender({ store, clock, secret: TEST_SECRET, baseUrl: "", transport: null });
  mailSender.start(200);
  return createApp({
    store,
    clock,
    secret: TEST_SECRET,
    accessTokenTtl: DEFAULT_ACCESS_TOKEN_TTL,
    refreshTokenTtl: DEFAULT_REFRESH_TOKEN_TTL,
    webDist,
    filesDir,
  });
};

let app = await freshApp();
prepareRichTextSanitizer();

const ClockMove = Schema.Struct({ advance_ms: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)) });

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });

const answer = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

const control = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
  if (req.method === "POST" && req.url === "/__test/reset") {
    offsetMs = 0;
    app = await freshApp();
    return answer(res, 200, { now: clock() });
  }
  if (req.method === "POST" && req.url === "/__test/clock") {
    let raw: unknown;
    try {
      raw = JSON.parse(await readBody(req)) as unknown;
    } catch {
      return answer(res, 400, { error: { message: "bad JSON" } });
    }
    const move = Schema.decodeUnknownResult(ClockMove)(raw);
    if (Result.isFailure(move)) return answer(res, 422, { error: { message: "expected { advance_ms: n ≥ 0 }" } });
    offsetMs += move.success.advance_ms;
    return answer(res, 200, { now: clock() });
  }
  answer(res, 404, { error: { message: "unknown test control" } });
};

const server = createHttpServer((req, res) => {
  if (req.url?.startsWith("/__test/") === true) {
    control(req, res).catch((error: unknown) => answer(res, 500, { error: { message: String(error) } }));
    return;
  }
  app(req, res);
});

server.listen(Number(process.env.PORT ?? "0"), "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  console.log(`e2e server: http://127.0.0.1:${port}`);
});

const stop = (): void => {
  server.closeAllConnections();
  server.close();
  void rm(filesDir, { recursive: true, force: true }).then(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
