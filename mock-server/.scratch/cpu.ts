import { readFileSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runLoad } from "../src/bench/load";
import { startOurs, startJsonServer } from "../src/bench/servers";
import { execSync } from "node:child_process";

const cpuMs = (pid: number): number => {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(f[11]) + Number(f[12])) * 10; // clock ticks (100 Hz) → ms
};
const pidOn = (url: string): number => Number(execSync(`ss -ltnp | grep ':${new URL(url).port} ' | sed -E 's/.*pid=([0-9]+).*/\\1/'`).toString().trim());

const dir = mkdtempSync(path.join(os.tmpdir(), "cpu-"));
for (const which of ["json", "ours"]) {
  const s = which === "ours" ? await startOurs(path.join(dir, "o"), 1000) : await startJsonServer(dir, 1000);
  let headers: Record<string, string> = { accept: "application/json" };
  const prefix = which === "ours" ? "/api/courses" : "/courses";
  if (which === "ours") {
    const a = await fetch(`${s.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "owner@demo.ru", password: "demo123" }) });
    headers = { ...headers, authorization: `Bearer ${((await a.json()) as { tokens: { token: string } }).tokens.token}`, cookie: "XSRF-TOKEN=x" };
  }
  const pid = pidOn(s.url);
  await runLoad(s.url, { method: "GET", path: (i) => `${prefix}/${(i % 1000) + 1}`, headers }, 8, 1000);
  let c0 = cpuMs(pid);
  const r = await runLoad(s.url, { method: "GET", path: (i) => `${prefix}/${(i % 1000) + 1}`, headers }, 8, 3000);
  console.log(which, "reads", r.ok, "cpu µs/req", ((cpuMs(pid) - c0) * 1000 / r.ok).toFixed(0));
  c0 = cpuMs(pid);
  const w = await runLoad(s.url, { method: "POST", path: () => prefix, body: (i) => JSON.stringify({ name: "n" + i }), headers: { ...headers, "content-type": "application/json" } }, 8, 3000);
  console.log(which, "writes", w.ok, "cpu µs/req", ((cpuMs(pid) - c0) * 1000 / w.ok).toFixed(0), "p99", w.p99Ms.toFixed(1));
  await s.stop();
}
