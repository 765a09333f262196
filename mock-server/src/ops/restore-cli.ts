import path from "node:path";
import { readConfig } from "../config";
import { restoreDataDir } from "./data-dir";

/** `npm run restore -- DIR`: the backup in DIR becomes DATA_DIR (default ./data); stop the server first. */
const main = async (): Promise<void> => {
  const backup = process.argv[2];
  if (backup === undefined || backup === "") {
    console.error("usage: npm run restore -- DIR   (DIR: a folder `npm run backup` wrote; stop the server first)");
    process.exit(2);
  }
  const { dataDir } = readConfig(process.env, process.cwd());
  const movedTo = await restoreDataDir(
    path.resolve(process.env.INIT_CWD ?? process.cwd(), backup),
    dataDir,
    new Date(),
  );
  console.log(
    `${dataDir} restored from ${path.resolve(process.env.INIT_CWD ?? process.cwd(), backup)}` +
      (movedTo === null ? "" : `; the data folder that was there is kept in ${movedTo}`),
  );
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
