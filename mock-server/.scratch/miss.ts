import { mkdirSync, mkdtempSync } from "node:fs";
import os from "node:os"; import path from "node:path";
import { startTestServer } from "../src/test-support/test-server";
const dist = mkdtempSync(path.join(os.tmpdir(), "dist-")); mkdirSync(path.join(dist, "assets"));
const s = await startTestServer({ webDist: dist });
console.log((await s.call("GET", "/assets/x.js")).status, s.logs);
await s.close();
