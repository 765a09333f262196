import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** The JWT secret: 256 random bits, generated on first start and kept in DATA_DIR. */
export const loadOrCreateSecret = async (dataDir: string): Promise<string> => {
  const file = path.join(dataDir, "jwt-secret");
  try {
    const existing = (await readFile(file, "utf8")).trim();
    if (existing.length >= 64) return existing;
  } catch {
    // first start: no secret yet
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
};
