import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type ChildServer = { readonly url: string; readonly process: ChildProcess; kill9(): Promise<void>; stop(): Promise<void> };

const SERVER = path.resolve(import.meta.dirname, "../server.ts");

/** Runs server.ts as a real child process on a free port, with DATA_DIR = `dataDir`. */
export const startChildServer = (dataDir: string, env: Record<string, string> = {}): Promise<ChildServer> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
      cwd: path.dirname(SERVER),
      env: { ...process.env, NODE_ENV: "development", PORT: "0", DATA_DIR: dataDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 40_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /mock server: (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] === undefined) return;
      clearTimeout(timer);
      child.stdout.off("data", onData);
      child.stdout.resume();
      resolve({
        url: match[1],
        process: child,
        kill9: async () => {
          child.kill("SIGKILL");
          await exited;
        },
        stop: async () => {
          child.kill("SIGTERM");
          await exited;
        },
      });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
