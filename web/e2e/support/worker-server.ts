import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const ENTRY = fileURLToPath(new URL("../../../mock-server/src/test-support/e2e-server.ts", import.meta.url));

/** One Playwright worker's own mock server (mock-server/src/test-support/e2e-server.ts), and its test controls. */
export type WorkerServer = {
  readonly url: string;
  /** A fresh copy of the demo seed, a fresh app and the real time again: every test starts here. */
  reset(): Promise<void>;
  /** Moves the server's clock forward by `ms` (access tokens expire, the refresh grace ends). */
  advanceClock(ms: number): Promise<void>;
  /** Everything it printed so far (its errors go to a failing test's output). */
  output(): string;
  stop(): Promise<void>;
};

const post = async (url: string, body?: unknown): Promise<void> => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
};

/** Starts the server on a free port of its own and answers once it listens. */
export const startWorkerServer = (): Promise<WorkerServer> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", ENTRY], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "test", PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const url = /e2e server: (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url === undefined) return;
      resolve({
        url,
        reset: () => post(`${url}/__test/reset`),
        advanceClock: (ms) => post(`${url}/__test/clock`, { advance_ms: ms }),
        output: () => output,
        stop: async () => {
          child.kill("SIGTERM");
          await exited;
        },
      });
    });
    child.once("exit", (code) => reject(new Error(`the e2e server exited with ${code}:\n${output}`)));
  });
