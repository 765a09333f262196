import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The real mock server serving web/dist on its own port with a fresh DATA_DIR (scripts/fresh-data-server.mjs). */
export const startServer = async (port: number): Promise<{ url: string; stop: () => Promise<void> }> => {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts", "fresh-data-server.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), NODE_ENV: "development" },
    stdio: "ignore",
    detached: false,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      const answer = await fetch(`${url}/api/role`);
      if (answer.status > 0) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
};
