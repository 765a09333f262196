import { runLoad } from "../src/bench/load";
const url = "http://127.0.0.1:3955";
const a = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "owner@demo.ru", password: "demo123" }) });
const token = ((await a.json()) as { tokens: { token: string } }).tokens.token;
await fetch(`${url}/api/courses`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ name: "x" }) });
const r = await runLoad(url, { method: "GET", path: () => `/api/courses/1`, headers: { authorization: `Bearer ${token}`, cookie: "XSRF-TOKEN=x" } }, 8, 10000);
console.log(r);
