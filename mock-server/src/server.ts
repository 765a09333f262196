import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { JSONFile } from "lowdb/node";
import { readConfig } from "./config";
import { openStore } from "./store/store";
import { openJournal } from "./store/journal";
import { loadOrCreateSecret } from "./auth/secret";
import { seedDemo } from "./seed/seed-demo";
import { writeSeedMedia } from "./seed/seed-media";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/demo-accounts";
import { createApp } from "./app";
import { createHttpServer } from "./http/http-server";

/** Starts the mock server: opens DATA_DIR, seeds the demo data on first start and listens on PORT. */
const main = async (): Promise<void> => {
  const config = readConfig(process.env, process.cwd());
  await mkdir(config.dataDir, { recursive: true });
  const journal = await openJournal(path.join(config.dataDir, "journal.log"));
  const store = await openStore(new JSONFile<unknown>(path.join(config.dataDir, "db.json")), { journal });
  const seeded = await seedDemo(store);
  await writeSeedMedia(path.join(config.dataDir, "files"));
  const secret = await loadOrCreateSecret(config.dataDir);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const app = createApp({
    store,
    clock: () => Date.now(),
    secret,
    accessTokenTtl: config.accessTokenTtl,
    refreshTokenTtl: config.refreshTokenTtl,
    webDist: config.webDist ?? path.resolve(here, "../../web/dist"),
    filesDir: path.join(config.dataDir, "files"),
    devEndpoints: !config.production,
  });

  const server = createHttpServer(app).listen(config.port, "127.0.0.1", () => {
    const address = server.address();
    const port = typeof address === "object" && address !== null ? address.port : config.port;
    const url = `http://127.0.0.1:${port}`;
    const accounts = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(18)} ${a.role.toUpperCase()}`).join("\n");
    console.log(
      [
        `Course platform mock server: ${url}`,
        `Data: ${config.dataDir}${seeded ? " (demo data seeded)" : ""}`,
        `Demo accounts (password ${DEMO_PASSWORD}):`,
        accounts,
        config.production ? "" : `Dev mailbox: ${url}/dev/mail`,
        "Press Ctrl+C to stop.",
      ]
        .filter((line) => line !== "")
        .join("\n"),
    );
  });

  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping…`);
    server.close(() => {
      void store.close().then(() => process.exit(0));
    });
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
