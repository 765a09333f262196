import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFixtureCourse } from "../test-support/course-fixture";
import { startTestServer, tokensByCaller, type Caller, type TestServer } from "../test-support/test-server";
import { addProgress, withDemoTeacher } from "../test-support/people-fixture";
import { RUNS, describeAnswer, pathParam, wellBehaved } from "./fuzz-support";
import { queryString } from "./query-fuzz-support";

/** Property-based fuzzing of statistics, students and the catalogue's authors (issue 4 §11): never a 5xx. */
describe("fuzz: statistics, students, authors", { timeout: 120_000 }, () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let courseId: number;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    const course = await addFixtureCourse(server.store, { students: [5, 6], settings: withDemoTeacher });
    await addProgress(server.store, course, 5);
    courseId = course.courseId;
  });
  afterAll(() => server.close());

  const caller = (): fc.Arbitrary<Caller> =>
    fc.constantFrom<Caller>("SCHOOL_OWNER", "MANAGER", "ADMIN", "TEACHER", "STUDENT", "ANONYMOUS");
  const check = async (method: string, path: string, token: string | undefined): Promise<void> => {
    const answer = await server.inject(method, path, undefined, token);
    if (!wellBehaved(answer)) throw new Error(`${method} ${path} → ${describeAnswer(answer)}`);
  };

  it("GET /api/courses/{id}/statistics: any id, any caller", async () => {
    const arb = fc.tuple(
      fc.oneof(
        { arbitrary: fc.constant(String(courseId)), weight: 2 },
        { arbitrary: pathParam([String(courseId), "1", "15"]), weight: 3 },
      ),
      caller(),
      queryString(["page"], ["1"]),
    );
    await fc.assert(
      fc.asyncProperty(arb, ([id, who, query]) => check("GET", `/api/courses/${id}/statistics?${query}`, tokens[who])),
      { numRuns: RUNS },
    );
  });

  it("GET /api/users-statistics: any query, any caller", async () => {
    const arb = fc.tuple(queryString(["page", "per_page", "course_id"], [String(courseId), "1", "2", "100"]), caller());
    await fc.assert(
      fc.asyncProperty(arb, ([query, who]) => check("GET", `/api/users-statistics?${query}`, tokens[who])),
      { numRuns: RUNS },
    );
    expect((await server.inject("GET", "/api/users-statistics", undefined, tokens.ADMIN)).status).toBe(200);
  });

  for (const path of ["/api/students", "/api/catalogue/authors"]) {
    it(`GET ${path}: any query, any caller`, async () => {
      const arb = fc.tuple(
        queryString(["page", "per_page", "search", "group_id"], ["1", "2", "Сергей", "щ"]),
        caller(),
      );
      await fc.assert(
        fc.asyncProperty(arb, ([query, who]) => check("GET", `${path}?${query}`, tokens[who])),
        { numRuns: RUNS },
      );
    });
  }

  it("GET /api/students/{userId}: any id, any caller", async () => {
    const arb = fc.tuple(pathParam(["5", "6", "1"]), caller());
    await fc.assert(
      fc.asyncProperty(arb, ([id, who]) => check("GET", `/api/students/${id}`, tokens[who])),
      { numRuns: RUNS },
    );
  });
});
