// GUIDE §1–2: browser tests use Debian's Chromium at /usr/bin/chromium. When it is missing and we
// are root, install it (apt-get update once, then apt-get install -y chromium); otherwise stop
// with a clear message. Never downloads a browser of its own.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

const CHROMIUM = "/usr/bin/chromium";

export const ensureChromium = () => {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${CHROMIUM} is missing. Install Debian's chromium package (apt-get install -y chromium) as root, then run the tests again.`,
    );
    return false;
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update"], { stdio: "inherit", env });
  const install =
    update.status === 0 ? spawnSync("apt-get", ["install", "-y", "chromium"], { stdio: "inherit", env }) : update;
  if (install.status !== 0 || !existsSync(CHROMIUM)) {
    console.error("Installing chromium failed; see the apt-get output above.");
    return false;
  }
  return true;
};

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
