import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseBody } from "@app/domain/api/course-content";
import { startTestServer, tokensByCaller, type Caller, type TestServer } from "../../test-support/test-server";
import { readContent } from "../../test-support/authoring-test-kit";

describe("a copy never carries the original's join link (issue #32 row 9)", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  it("copying, and exporting, a course with a join link leaves the link out; the link still opens the original", async () => {
    const made = await server.call("POST", "/api/courses/1/access-link", undefined, tokens.SCHOOL_OWNER);
    expect(made.status).toBe(201);
    const { token, link } = (made.body as { data: { token: string; link: string } }).data;
    expect((await readContent(server, 1, tokens.SCHOOL_OWNER)).course.settings.accesses.link).toBe(link);

    const copied = await server.call("POST", "/api/courses/1/copy", undefined, tokens.SCHOOL_OWNER);
    expect(copied.status).toBe(201);
    const copyId = (copied.body as { data: { id: number } }).data.id;
    const copy = (await readContent(server, copyId, tokens.SCHOOL_OWNER)).course;
    expect(copy.settings.accesses.link).toBe("");
    expect(JSON.stringify(copy)).not.toContain(token);

    const exported = await server.call("GET", "/api/courses/1/export", undefined, tokens.SCHOOL_OWNER);
    expect(exported.status).toBe(200);
    expect((exported.body as { course: CourseBody }).course.settings.accesses.link).toBe("");
    expect(exported.text).not.toContain(token);

    const opened = await server.call("GET", `/api/access-links/${token}`);
    expect((opened.body as { data: { course_id: number } }).data.course_id).toBe(1);
  });
});
