import { readFileSync } from "node:fs";
import * as Result from "effect/Result";
import { decodeLog } from "@app/domain/log/decode-log";
import { replay } from "@app/domain/model/evolve";
import { initialState } from "@app/domain/model/state";
const text = readFileSync("/tmp/big.json", "utf8");
const d = decodeLog(JSON.parse(text));
if (Result.isFailure(d)) throw new Error("x");
const events = d.success.map((e) => e.event);
for (let i = 0; i < 3; i++) { const t = performance.now(); replay(events, initialState()); console.log("replay", performance.now() - t); }
