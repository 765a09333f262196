import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { snapshotFile } from "../store/snapshot-file";
import { openStore } from "../store/store";
import { openJournal } from "../store/journal";
import { seedDemo } from "../seed/seed-demo";
import { DEMO_SCHOOL_ID } from "../seed/seed-demo";
import { startChildServer } from "../test-support/child-server";
import { pinToCpu, SERVER_CPU } from "./pin-cpu";

export type Running = { readonly url: string; readonly pid: number | undefined; stop(): Promise<void> };

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** Our server as its own process, on a DATA_DIR holding the demo data and `count` published courses. */
export const startOurs = async (dataDir: string, count: number): Promise<Running> => {
  mkdirSync(dataDir, { recursive: true });
  const store = await openStore(snapshotFile(path.join(dataDir, "db.json")), {
    journal: await openJournal(path.join(dataDir, "journal.log")),
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
  await store.close();
  const child = await startChildServer(dataDir, { NODE_ENV: "production" });
  pinToCpu(child.process.pid, SERVER_CPU);
  return {
    url: child.url,
    pid: child.process.pid,
    stop: async () => {
      await child.stop();
    },
  };
};

const waitUntilUp = async (url: string): Promise<void> => {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`json-server did not start at ${url}`);
};

/** json-server 0.17.4 on a db.json of `count` courses, quiet (no request log), as its own process. */
export const startJsonServer = async (dir: string, count: number): Promise<Running> => {
  const file = path.join(dir, "json-server-db.json");
  const courses = Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Курс ${i + 1}` }));
  writeFileSync(file, JSON.stringify({ courses }, null, 2));
  const port = await freePort();
  const bin = createRequire(import.meta.url).resolve("json-server/lib/cli/bin.js");
  const child = spawn(process.execPath, [bin, file, "--port", String(port), "--host", "127.0.0.1", "--quiet"], {
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/courses/1`);
  pinToCpu(child.pid, SERVER_CPU);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
};
