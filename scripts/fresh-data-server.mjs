// The real mock server on a fresh, temporary DATA_DIR, removed when it stops: for the benches in web/bench.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "course-platform-e2e-"));
const child = spawn(
  path.join(root, "node_modules", ".bin", "tsx"),
  [path.join(root, "mock-server", "src", "server.ts")],
  {
    stdio: "inherit",
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
  },
);
const stop = (signal) => () => child.kill(signal);
process.on("SIGINT", stop("SIGINT"));
process.on("SIGTERM", stop("SIGTERM"));
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
