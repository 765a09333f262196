import { startTestServer } from "../src/test-support/test-server";
const s = await startTestServer();
const { token } = await s.login("owner@demo.ru");
const created = await s.inject("POST", "/api/courses", { name: "x" }, token);
const id = (created.body as { data: { id: number } }).data.id;
for (let r = 0; r < 3; r++) {
  const c0 = process.cpuUsage(); const t = performance.now();
  for (let i = 0; i < 3000; i++) await s.inject("GET", `/api/courses/${id}`, undefined, token, { cookie: "XSRF-TOKEN=x" });
  const cpu = process.cpuUsage(c0);
  console.log("GET in-process µs/req wall", ((performance.now() - t) / 3).toFixed(0), "cpu", ((cpu.user + cpu.system) / 3000).toFixed(0));
}
await s.close();
