import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { snapshotFile } from "./store/snapshot-file";
import { readConfig } from "./config";
import { openStore } from "./store/store";
import { openJournal } from "./store/journal";
import { loadOrCreateSecret } from "./auth/secret";
import { seedDemo } from "./seed/seed-demo";
import { seedCategories } from "./seed/seed-categories";
import { writeSeedMedia } from "./seed/seed-media";
import { createApp } from "./app";
import { prepareRichTextSanitizer } from "./authoring/sanitize-rich-text";
import { createHttpServer } from "./http/http-server";
import { startupBanner } from "./startup-banner";
import { createMailSender } from "./notifications/mail-sender";
import { readMailConfig } from "./notifications/mail-config";

/**
 * Starts the mock server: opens DATA_DIR, seeds the demo data on first start and listens on PORT.
 * With NODE_ENV=production the demo data (whose password is public) is seeded only with DEMO=1.
 */
const main = async (): Promise<void> => {
  const config = readConfig(process.env, process.cwd());
  await mkdir(config.dataDir, { recursive: true });
  const dbFile = path.join(config.dataDir, "db.json");
  const journal = await openJournal(path.join(config.dataDir, "journal.log"));
  const store = await openStore(snapshotFile(dbFile), { journal, snapshotFile: dbFile });
  const mayHaveDemo = !config.production || config.demo;
  const seeded = mayHaveDemo ? await seedDemo(store) : false;
  if (mayHaveDemo) await writeSeedMedia(path.join(config.dataDir, "files"));
  // Production seeds no demo data, but a course needs a category to be published.
  await seedCategories(store);
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
    passwordCost: config.passwordCost,
    historyRetentionDays: config.historyRetentionDays,
  });

  // Issue #35: the outbox's sender, by SMTP when SMTP_URL is set, else into the development mailbox.
  const mail = readMailConfig(process.env, `http://127.0.0.1:${config.port}`);
  const mailSender = createMailSender({
    store,
    clock: () => Date.now(),
    secret,
    baseUrl: mail.baseUrl,
    transport: mail.transport,
  });
  mailSender.start();
  console.log(`mail: ${mail.describe}`);

  // Before the first request: loading the rich-text sanitizer blocks the process for a moment.
  prepareRichTextSanitizer();
  const server = createHttpServer(app).listen(config.port, "127.0.0.1", () => {
    const address = server.address();
    const port = typeof address === "object" && address !== null ? address.port : config.port;
    console.log(
      startupBanner({
        url: `http://127.0.0.1:${port}`,
        dataDir: config.dataDir,
        seeded,
        production: config.production,
        hasUsers: store.data.users.length > 0,
        hasAdmin: store.data.users.some((u) => u.roles.includes("admin")),
      }),
    );
  });

  /**
   * Stops taking requests, then closes the store (which writes a last snapshot; on a full disk the
   * journal keeps every change and no temporary file is left). Exits 0 either way.
   */
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    server.close();
    server.closeAllConnections();
    void mailSender
      .stop()
      .then(() => store.close())
      .then(() => process.exit(0));
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
