import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { RequestListener } from "node:http";
import inject from "light-my-request";
import { snapshotFile } from "../store/snapshot-file";
import { createApp } from "../app";
import { openStore, type Store } from "../store/store";
import { openJournal, type JournalOptions } from "../store/journal";
import { seedDemo, DEMO_SCHOOL_ID } from "../seed/seed-demo";
import { createSigner } from "../auth/tokens";

/**
 * The application's own cost per request, with no sockets: requests are dispatched in-process
 * (light-my-request) one after another and the process's CPU time is divided by their number.
 * This separates each server's code from the kernel's loopback cost, which both pay alike.
 */
export type AppCost = { readonly readUs: number; readonly writeUs: number };

type JsonServerModule = {
  create(): RequestListener & { use(handler: unknown): void };
  defaults(options: { logger: boolean; noCors?: boolean }): unknown;
  router(source: string): unknown;
};

const ROUNDS = 1_500;

const measure = async (
  app: RequestListener,
  read: (i: number) => string,
  write: string,
  headers: Record<string, string>,
): Promise<AppCost> => {
  const time = async (send: (i: number) => Promise<unknown>): Promise<number> => {
    for (let i = 0; i < 200; i += 1) await send(i); // warm-up
    const start = process.cpuUsage();
    for (let i = 0; i < ROUNDS; i += 1) await send(i);
    const used = process.cpuUsage(start);
    return (used.user + used.system) / ROUNDS;
  };
  const readUs = await time((i) => inject(app, { method: "GET", url: read(i), headers }));
  const writeUs = await time((i) =>
    inject(app, {
      method: "POST",
      url: write,
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ name: `Новый курс ${i}` }),
    }),
  );
  return { readUs, writeUs };
};

export const jsonServerAppCost = async (dir: string, count: number): Promise<AppCost> => {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "in-process-json-server.json");
  writeFileSync(
    file,
    JSON.stringify(
      { courses: Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Курс ${i + 1}` })) },
      null,
      2,
    ),
  );
  const jsonServer = createRequire(import.meta.url)("json-server") as JsonServerModule;
  const app = jsonServer.create();
  app.use(jsonServer.defaults({ logger: false }));
  app.use(jsonServer.router(file));
  return measure(app, (i) => `/courses/${(i % count) + 1}`, "/courses", { accept: "application/json" });
};

/** Our app in-process on a durable journal (its file opened through `journal.openFile` when given), `count` courses, signed in. */
export const openOurApp = async (
  dir: string,
  count: number,
  journal: JournalOptions = {},
): Promise<{ app: RequestListener; headers: Record<string, string>; store: Store }> => {
  mkdirSync(dir, { recursive: true });
  const store = await openStore(snapshotFile(path.join(dir, "db.json")), {
    journal: await openJournal(path.join(dir, "journal.log"), journal),
  });
  await seedDemo(store);
  await store.update((db) => {
    for (let id = 1; id <= count; id += 1) {
      db.courses.push({
        id,
        name: `Курс ${id}`,
        school_id: DEMO_SCHOOL_ID,
        status: "published",
        version: 1,
        created_at: "2026-01-01T00:00:00.000Z",
      });
    }
    db.counters.courses = count;
  });
  const secret = "in-process-bench-secret-0123456789abcdef0123456789abcdef012345";
  const app = createApp({
    store,
    clock: () => Date.now(),
    secret,
    accessTokenTtl: 900,
    refreshTokenTtl: 3600,
    devEndpoints: false,
    filesDir: path.join(dir, "files"),
  });
  await store.update((db) => {
    db.sessions.push({
      id: "bench",
      userId: 1,
      generation: 0,
      usedGeneration: 0,
      rotatedAt: Date.now(),
      expiresAt: Date.now() + 3_600_000,
      revoked: false,
    });
  });
  const token = createSigner(secret, 900, 3600).access(1, "bench", 0, Date.now());
  const headers = { accept: "application/json", authorization: `Bearer ${token}`, cookie: "XSRF-TOKEN=bench" };
  return { app: app as RequestListener, headers, store };
};

export const ourAppCost = async (dir: string, count: number): Promise<AppCost> => {
  const { app, headers, store } = await openOurApp(dir, count);
  const cost = await measure(app, (i) => `/api/courses/${(i % count) + 1}`, "/api/courses", headers);
  await store.close();
  return cost;
};
