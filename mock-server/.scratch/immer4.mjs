import { produce, setAutoFreeze } from "immer";
setAutoFreeze(false);
for (const mode of ["push", "index", "concat"]) {
  for (const n of [10000, 100000]) {
    let state = { courses: [], counters: { c: 0 } };
    state = produce(state, (db) => { db.courses = Array.from({ length: n }, (_, i) => ({ id: i })); });
    const t = performance.now();
    for (let i = 0; i < 300; i++) state = produce(state, (db) => {
      if (mode === "push") db.courses.push({ id: i });
      else if (mode === "index") db.courses[db.courses.length] = { id: i };
      else db.counters.c = i;
    });
    console.log(mode, n, "µs", ((performance.now() - t) / 300 * 1000).toFixed(0));
  }
}
const a = Array.from({ length: 100000 }, (_, i) => ({ id: i }));
let t = performance.now(); for (let i = 0; i < 300; i++) { const c = a.slice(); c.push(1); } console.log("slice+push µs", ((performance.now() - t) / 300 * 1000).toFixed(0));
