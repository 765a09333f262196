import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLERS, startTestServer, tokensByCaller, type Caller, type TestServer } from "../test-support/test-server";
import { accountRows } from "./access-matrix.rows";
import { courseRows } from "./access-matrix.course-rows";

/**
 * The access matrix of every SPEC §7 endpoint: 5 roles plus anonymous (the rows: access-matrix.rows.ts
 * and access-matrix.course-rows.ts).
 */
const rows = [...accountRows, ...courseRows];

describe("access matrix: 5 roles + anonymous", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  for (const row of rows) {
    it(row.name, async () => {
      const got: Record<string, number> = {};
      for (const caller of CALLERS) got[caller] = await row.send(server, tokens[caller], caller);
      const want =
        typeof row.expected === "number" ? Object.fromEntries(CALLERS.map((c) => [c, row.expected])) : row.expected;
      expect(got).toEqual(want);
    });
  }

  it("a private file: its owner and admins only", async () => {
    const form = new FormData();
    form.append("file", new Blob(["private"], { type: "text/plain" }), "p.txt");
    const uploaded = await server.call("POST", "/api/file", form, tokens.TEACHER);
    const url = (uploaded.body as { data: { url: string } }).data.url;
    const got: Record<string, number> = {};
    for (const caller of CALLERS) got[caller] = (await server.call("GET", url, undefined, tokens[caller])).status;
    expect(got).toEqual({ SCHOOL_OWNER: 403, MANAGER: 403, ADMIN: 200, TEACHER: 200, STUDENT: 403, ANONYMOUS: 401 });
  });
});
