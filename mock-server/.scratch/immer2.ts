import { produce, setAutoFreeze, setUseStrictIteration, setUseStrictShallowCopy } from "immer";
if (process.env.A) setUseStrictIteration(false);
if (process.env.B) setUseStrictShallowCopy(false);
import { emptyDb } from "../src/store/db-schema";
setAutoFreeze(false);
for (const n of [1000, 10000, 100000]) {
  let state = emptyDb();
  state = produce(state, (db) => { for (let i = 0; i < n; i++) db.courses.push({ id: i, name: "x", school_id: 1, status: "draft", version: 1, created_at: "" }); });
  for (let round = 0; round < 3; round++) {
    const t = performance.now();
    for (let i = 0; i < 500; i++) { state = produce(state, (db) => { db.counters.courses = i; db.courses.push({ id: i, name: "x", school_id: 1, status: "draft", version: 1, created_at: "" }); }); }
    const per = (performance.now() - t) / 500;
    if (round === 2) console.log(n, "produce µs", (per * 1000).toFixed(1));
  }
}
