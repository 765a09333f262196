// `npm run test:contracts`: wipe the pacts, run the consumer tests (one file at a time), then
// verify the provider against the fresh pact. Pact runs offline: no tracking, no analytics.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const vitest = path.join(root, "node_modules", ".bin", "vitest");
const env = { ...process.env, PACT_DO_NOT_TRACK: "true", SCARF_ANALYTICS: "false" };
// This run always writes and verifies contracts/pacts, whatever a developer set for scratch runs.
delete env.PACT_DIR;
const outDir = path.join(root, ".test-output");
mkdirSync(outDir, { recursive: true });

rmSync(path.join(here, "pacts"), { recursive: true, force: true });
mkdirSync(path.join(here, "pacts"), { recursive: true });

const run = (label, folder) => {
  const result = spawnSync(
    vitest,
    [
      "run",
      "--config",
      path.join(here, "vitest.config.ts"),
      folder,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${path.join(outDir, `contracts-${label}.json`)}`,
    ],
    { stdio: "inherit", cwd: here, env },
  );
  return result.status ?? 1;
};

const consumer = run("consumer", "consumer");
const provider = consumer === 0 ? run("provider", "provider") : 1;
process.exit(consumer === 0 && provider === 0 ? 0 : 1);
