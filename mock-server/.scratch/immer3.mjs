import { produce, setAutoFreeze } from "immer";
setAutoFreeze(false);
let state = { courses: [], counters: { c: 0 } };
state = produce(state, (db) => { for (let i = 0; i < 100000; i++) db.courses.push({ id: i }); });
const t = performance.now();
for (let i = 0; i < 300; i++) state = produce(state, (db) => { db.courses.push({ id: i }); });
console.log("µs", ((performance.now() - t) / 300 * 1000).toFixed(0));
