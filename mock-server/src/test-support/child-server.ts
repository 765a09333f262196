import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type ChildServer = {
  readonly url: string;
  readonly process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  kill9(): Promise<void>;
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
};

export type ChildOptions = {
  /** `ulimit -f`, in KiB: no file the server writes may grow past it (a full disk, for the server's writes). */
  readonly fileSizeLimitKb?: number;
};

const SERVER = path.resolve(import.meta.dirname, "../server.ts");

/** Runs server.ts as a real child process on a free port, with DATA_DIR = `dataDir`. */
export const startChildServer = (
  dataDir: string,
  env: Record<string, string> = {},
  options: ChildOptions = {},
): Promise<ChildServer> =>
  new Promise((resolve, reject) => {
    const args = ["--import", "tsx", SERVER];
    const limit = options.fileSizeLimitKb;
    const [command, argv] =
      limit === undefined
        ? [process.execPath, args]
        : ["bash", ["-c", `ulimit -f ${limit} && exec "$0" "$@"`, process.execPath, ...args]];
    const child = spawn(command, argv, {
      cwd: path.dirname(SERVER),
      env: { ...process.env, NODE_ENV: "development", PORT: "0", DATA_DIR: dataDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    // "close": the exit code once every output stream has ended (so `output()` holds the last lines).
    const exited = new Promise<number | null>((done) => child.once("close", (code: number | null) => done(code)));
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 40_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /mock server: (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] === undefined) return;
      clearTimeout(timer);
      child.stdout.off("data", onData);
      child.stdout.on("data", (more: Buffer) => (output += more.toString("utf8")));
      resolve({
        url: match[1],
        process: child,
        output: () => output,
        kill9: async () => {
          child.kill("SIGKILL");
          await exited;
        },
        stop: async () => {
          child.kill("SIGTERM");
          return exited;
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
