import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseBody } from "@app/domain/api/course-content";
import { startTestServer, tokensByCaller, type Caller, type TestServer } from "../../test-support/test-server";
import { createCourse, readContent } from "../../test-support/authoring-test-kit";
import { type ListAnswer, type VersionAnswer } from "./history-routes.fixtures";

describe("history retention (HISTORY_RETENTION_DAYS)", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    server = await startTestServer({ historyRetentionDays: 1 });
    tokens = await tokensByCaller(server);
  });
  afterAll(() => server.close());

  const rename = (id: number, version: number, name: string) =>
    server.call(
      "PATCH",
      `/api/courses/${id}/content`,
      { version, patch: { general: { ...EMPTY_GENERAL, name: { value: name } }, modules: [], lessons: [], tasks: [] } },
      tokens.SCHOOL_OWNER,
    );
  let EMPTY_GENERAL: CourseBody["general"];

  it("a save two days later drops the draft versions older than a day; the kept ones still open", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Старый курс");
    EMPTY_GENERAL = (await readContent(server, id, tokens.SCHOOL_OWNER)).course.general;
    expect((await rename(id, 1, "Первое название")).status).toBe(200);
    expect((await rename(id, 2, "Второе название")).status).toBe(200);
    server.now += 2 * 24 * 60 * 60 * 1000;
    tokens = await tokensByCaller(server); // the old access tokens have expired meanwhile
    expect((await rename(id, 3, "Третье название")).status).toBe(200);
    const answer = await server.call("GET", `/api/courses/${id}/history`, undefined, tokens.SCHOOL_OWNER);
    const versions = (answer.body as ListAnswer).data.map((e) => e.version);
    expect(versions).toEqual([4]);
    const opened = await server.call("GET", `/api/courses/${id}/history/4`, undefined, tokens.SCHOOL_OWNER);
    expect((opened.body as VersionAnswer).data.course.general.name.value).toBe("Третье название");
    const gone = await server.call("GET", `/api/courses/${id}/history/2`, undefined, tokens.SCHOOL_OWNER);
    expect(gone.status).toBe(404);
  });

  it("a named version outlives retention, like a published one, and still opens", async () => {
    const id = await createCourse(server, tokens.SCHOOL_OWNER, "Курс с именованной версией");
    expect((await rename(id, 1, "Первое название")).status).toBe(200);
    const named = await server.call(
      "PUT",
      `/api/courses/${id}/history/2/name`,
      { name: "Черновик для коллег" },
      tokens.SCHOOL_OWNER,
    );
    expect(named.status).toBe(200);
    expect((await rename(id, 2, "Второе название")).status).toBe(200);
    server.now += 2 * 24 * 60 * 60 * 1000;
    tokens = await tokensByCaller(server);
    expect((await rename(id, 3, "Третье название")).status).toBe(200);
    const answer = await server.call("GET", `/api/courses/${id}/history`, undefined, tokens.SCHOOL_OWNER);
    expect((answer.body as ListAnswer).data.map((e) => [e.version, e.name])).toEqual([
      [4, undefined],
      [2, "Черновик для коллег"],
    ]);
    const opened = await server.call("GET", `/api/courses/${id}/history/2`, undefined, tokens.SCHOOL_OWNER);
    expect((opened.body as VersionAnswer).data.course.general.name.value).toBe("Первое название");
  });
});
