// `npm run dev`: the mock server with restart on change (tsx watch) and Vite's dev server with
// hot reload, proxying /api to it. Ctrl+C stops both.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const children = [
  spawn(bin("tsx"), ["watch", path.join(root, "mock-server", "src", "server.ts")], { stdio: "inherit", cwd: root }),
  spawn(bin("vite"), [], { stdio: "inherit", cwd: path.join(root, "web") }),
];
const stop = () => children.forEach((child) => child.kill("SIGINT"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
let open = children.length;
children.forEach((child) =>
  child.on("exit", () => {
    open -= 1;
    if (open === 0) process.exit(0);
    stop();
  }),
);
