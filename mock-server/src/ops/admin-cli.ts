import { mkdir } from "node:fs/promises";
import path from "node:path";
import { readConfig } from "../config";
import { openJournal } from "../store/journal";
import { snapshotFile } from "../store/snapshot-file";
import { openStore } from "../store/store";
import { ADMIN_USAGE, adminCommand } from "./admin-command";

/** Whether a server answers on the port: the data folder has one writer, so the command waits for it to stop. */
const serverAnswers = async (port: number): Promise<boolean> => {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
};

/** `npm run admin -- create EMAIL`: see admin-command.ts. Opens DATA_DIR (creating it on a first run). */
const main = async (): Promise<void> => {
  const args = process.argv.slice(2);
  if (args[0] !== "create") {
    console.error(ADMIN_USAGE);
    process.exit(2);
  }
  const config = readConfig(process.env, process.cwd());
  if (await serverAnswers(config.port)) {
    console.error(
      `A server answers at http://127.0.0.1:${config.port}: stop it first (one process writes ${config.dataDir}), then run this again.`,
    );
    process.exit(1);
  }
  await mkdir(config.dataDir, { recursive: true });
  const dbFile = path.join(config.dataDir, "db.json");
  const journal = await openJournal(path.join(config.dataDir, "journal.log"));
  const store = await openStore(snapshotFile(dbFile), { journal, snapshotFile: dbFile });
  try {
    const result = await adminCommand(args, {
      store,
      nowMs: Date.now(),
      baseUrl: `http://127.0.0.1:${config.port}`,
    });
    (result.code === 0 ? console.log : console.error)(result.lines.join("\n"));
    process.exitCode = result.code;
  } finally {
    await store.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
