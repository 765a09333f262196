import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DiscardRequest, RestoreRequest } from "@app/domain/api/course-history";
import { bodies, pathParam, rawBody, RUNS, schemaSamples, wellBehavedCall } from "../fuzz/fuzz-support";
import { startTestServer, type TestServer } from "../test-support/test-server";

/** Property-based fuzzing of the course history endpoints (issue #22): never a 5xx, always the error body on 4xx. */
describe("fuzz: course history", { timeout: 180_000 }, () => {
  let server: TestServer;
  let owner: string;
  let student: string;
  beforeAll(async () => {
    server = await startTestServer();
    owner = (await server.login("owner@demo.ru")).token;
    student = (await server.login("student@demo.ru")).token;
    // A few saves, so that the history has versions, patches and a published one to diff with.
    for (let i = 0; i < 3; i += 1) {
      const content = await server.inject("GET", "/api/courses/2/content", undefined, owner);
      const { version, course } = (content.body as { data: { version: number; course: { general: object } } }).data;
      await server.inject(
        "PATCH",
        "/api/courses/2/content",
        {
          version,
          patch: { general: { ...course.general, name: { value: `Курс ${i}` } }, modules: [], lessons: [], tasks: [] },
        },
        owner,
      );
    }
  });
  afterAll(() => server.close());

  const check = wellBehavedCall(() => server);
  const caller = fc.constantFrom<string | undefined>(undefined, "owner", "student", "bad");
  const tokenOf = (who: string | undefined): string | undefined =>
    who === "owner" ? owner : who === "student" ? student : who === "bad" ? "not-a-token" : undefined;
  const ids = fc.oneof({ arbitrary: fc.constantFrom("1", "2"), weight: 2 }, { arbitrary: pathParam(["2"]), weight: 1 });
  const versions = fc.oneof(
    { arbitrary: fc.constantFrom("1", "2", "3", "4", "published", "draft"), weight: 2 },
    { arbitrary: pathParam(["1", "4"]), weight: 1 },
  );
  const anyText = fc.oneof(fc.integer().map(String), fc.string().map(encodeURIComponent), versions);

  it("GET /api/courses/{id}/history with any paging and filters", async () => {
    await fc.assert(
      fc.asyncProperty(ids, anyText, anyText, anyText, caller, (id, page, section, lesson, who) =>
        check(
          "GET",
          `/api/courses/${id}/history?page=${page}&per_page=${page}&section=${section}&lesson=${lesson}`,
          undefined,
          tokenOf(who) ?? owner,
        ),
      ),
      { numRuns: RUNS },
    );
  });

  it("GET /api/courses/{id}/history/{version} and /history/diff with any version", async () => {
    await fc.assert(
      fc.asyncProperty(ids, versions, anyText, anyText, caller, async (id, version, from, to, who) => {
        await check("GET", `/api/courses/${id}/history/${version}`, undefined, tokenOf(who) ?? owner);
        await check("GET", `/api/courses/${id}/history/diff?from=${from}&to=${to}`, undefined, tokenOf(who) ?? owner);
      }),
      { numRuns: RUNS },
    );
  });

  it("POST restore and discard: Schema samples, garbage and one-field mutations", async () => {
    const restores = await schemaSamples(RestoreRequest, 50);
    const discards = await schemaSamples(DiscardRequest, 50);
    const current = (): number => server.store.data.courses.find((c) => c.id === 2)?.version ?? 1;
    await fc.assert(
      fc.asyncProperty(
        versions,
        rawBody(bodies(restores, ["version", "lessonID", "blockID"], [{ version: 0 }, { lessonID: "1" }])),
        rawBody(bodies(discards, ["version"], [{ version: 0 }])),
        fc.boolean(),
        caller,
        async (version, restore, discard, fresh, who) => {
          const auth = tokenOf(who) ?? owner;
          const body = fresh ? JSON.stringify({ version: current() }) : restore;
          await check("POST", `/api/courses/2/history/${version}/restore`, body, auth);
          await check(
            "POST",
            "/api/courses/2/history/discard",
            fresh ? JSON.stringify({ version: current() }) : discard,
            auth,
          );
        },
      ),
      { numRuns: 300 },
    );
    // The fresh-version cases went through: restores and discards made versions.
    expect(current()).toBeGreaterThan(10);
  });
});
