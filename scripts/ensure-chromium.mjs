// GUIDE §1–2: browser tests use Debian's Chromium at /usr/bin/chromium. When it is missing and we
// are root, install it (apt-get update once, then apt-get install -y chromium); otherwise stop
// with a clear message. Never downloads a browser of its own.
import { existsSync } from "node:fs";
import { spawn } from "node:child_process";

const CHROMIUM = "/usr/bin/chromium";

/** Runs a command with its output kept; resolves with whether it exited 0. */
const quietly = (command, args, env) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });

/**
 * Makes sure /usr/bin/chromium is there, installing Debian's package when it is missing and we are root.
 * Resolves with whether it is there now, and what was done (apt-get's output, or why not), to print when
 * the browser tests start: `npm test` runs it beside the other steps, whose output it must not cut into.
 */
export const chromiumInstall = async () => {
  if (existsSync(CHROMIUM)) return { ok: true, output: "" };
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    return {
      ok: false,
      output: `${CHROMIUM} is missing. Install Debian's chromium package (apt-get install -y chromium) as root, then run the tests again.\n`,
    };
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = await quietly("apt-get", ["update"], env);
  const install = update.ok ? await quietly("apt-get", ["install", "-y", "chromium"], env) : { ok: false, output: "" };
  const ok = install.ok && existsSync(CHROMIUM);
  const output = `${CHROMIUM} was missing: installing Debian's chromium package…\n${update.output}${install.output}${
    ok ? "" : "Installing chromium failed; see the apt-get output above.\n"
  }`;
  return { ok, output };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok, output } = await chromiumInstall();
  process.stdout.write(output);
  process.exit(ok ? 0 : 1);
}
