import path from "node:path";
import { readConfig } from "../config";
import { backupDataDir } from "./data-dir";

/** `npm run backup -- DIR`: copies DATA_DIR (default ./data), also while the server runs, into the new folder DIR. */
const main = async (): Promise<void> => {
  const target = process.argv[2];
  if (target === undefined || target === "") {
    console.error(
      "usage: npm run backup -- DIR   (DIR: a new or empty folder; DATA_DIR: the data folder, ./data by default)",
    );
    process.exit(2);
  }
  const { dataDir } = readConfig(process.env, process.cwd());
  const summary = await backupDataDir(dataDir, path.resolve(process.env.INIT_CWD ?? process.cwd(), target));
  console.log(
    `backup of ${dataDir} written to ${path.resolve(process.env.INIT_CWD ?? process.cwd(), target)}: change ${summary.sequence}, ${summary.courses} courses, ${summary.users} users`,
  );
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
