import { startTestServer } from "../src/test-support/test-server";
const s = await startTestServer();
for (const round of [1, 2]) {
  let t = performance.now();
  for (let i = 0; i < 1000; i++) await s.call("GET", "/api/education");
  console.log(round, "GET education ms/req", (performance.now() - t) / 1000);
  t = performance.now();
  for (let i = 0; i < 1000; i++) await s.call("POST", "/api/token/refresh", JSON.stringify({ refresh_token: "x" + i }));
  console.log(round, "POST refresh ms/req", (performance.now() - t) / 1000);
}
await s.close();
