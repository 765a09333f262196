import { enablePatches, produceWithPatches, produce } from "immer";
import { emptyDb } from "../src/store/db-schema";
import { setAutoFreeze, setUseStrictIteration } from "immer";
enablePatches();
if (process.env.NOFREEZE) setAutoFreeze(false);
if (process.env.NOSTRICT) setUseStrictIteration(false);
let state = emptyDb();
for (const n of [1000, 10000]) {
  state = produce(state, (db) => { for (let i = 0; i < n; i++) db.courses.push({ id: i, name: "x", school_id: 1, status: "draft", version: 1, created_at: "" }); });
  let t = performance.now();
  for (let i = 0; i < 200; i++) { const [next] = produceWithPatches(state, (db) => { db.courses.push({ id: i, name: "x", school_id: 1, status: "draft", version: 1, created_at: "" }); }); state = next; }
  console.log(n, "produceWithPatches ms", (performance.now() - t) / 200);
  t = performance.now();
  for (let i = 0; i < 200; i++) { state = produce(state, (db) => { db.courses.push({ id: i, name: "x", school_id: 1, status: "draft", version: 1, created_at: "" }); }); }
  console.log(n, "produce ms", (performance.now() - t) / 200);
}
