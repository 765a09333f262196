import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE_ACCOUNTS, startTestServer, type TestServer } from "../../test-support/test-server";

const LOG = JSON.stringify([
  { v: 2, seq: 1, at: 0, event: { _tag: "SessionIdentified", role: "STUDENT", allRoles: ["student"] } },
]);

describe("bug reports (issue #33 part 7)", () => {
  let server: TestServer;
  let student: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    student = (await server.login(ROLE_ACCOUNTS.STUDENT)).token;
    admin = (await server.login(ROLE_ACCOUNTS.ADMIN)).token;
  });
  afterAll(() => server.close());

  it("stores a student's log, which an admin lists without the log and reads with it", async () => {
    const sent = await server.call(
      "POST",
      "/api/bug-reports",
      { description: "  Кнопка не нажимается  ", page: "/myCourses/1", log: LOG },
      student,
    );
    expect(sent.status).toBe(201);
    const { id } = (sent.body as { data: { id: number } }).data;
    const list = await server.call("GET", "/api/bug-reports", undefined, admin);
    const listed = (list.body as { data: Array<Record<string, unknown>> }).data.find((r) => r.id === id);
    expect(listed).toMatchObject({ description: "Кнопка не нажимается", page: "/myCourses/1", events: 1 });
    expect(listed).not.toHaveProperty("log");
    expect((listed?.author as { role: string }).role).toBe("STUDENT");
    const one = await server.call("GET", `/api/bug-reports/${id}`, undefined, admin);
    expect((one.body as { data: { log: string } }).data.log).toBe(LOG);
    expect((await server.call("GET", "/api/bug-reports/999999", undefined, admin)).status).toBe(404);
  });

  it("refuses a log the replay cannot read, naming why, and a description too long", async () => {
    const bad = await server.call(
      "POST",
      "/api/bug-reports",
      { description: "я".repeat(1001), page: "/", log: "[{" },
      student,
    );
    expect(bad.status).toBe(422);
    const errors = (bad.body as { errors: { validation: Record<string, string[]> } }).errors.validation;
    expect(errors.log?.[0]).toMatch(/JSON/);
    expect(errors.description?.[0]).toBe("Не должно превышать 1000 символов");
    expect((await server.call("POST", "/api/bug-reports", { page: "/" }, student)).status).toBe(422);
  });

  it("reads a log larger than the API's usual 1 MB body", async () => {
    const big = JSON.stringify([
      {
        v: 2,
        seq: 1,
        at: 0,
        event: { _tag: "ServerRead", path: "/my-courses", body: { text: "x".repeat(2 * 1024 * 1024) } },
      },
    ]);
    const sent = await server.call("POST", "/api/bug-reports", { description: "", page: "/", log: big }, student);
    expect(sent.status).toBe(201);
  });
});
