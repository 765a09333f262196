import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { SaveContentRequest } from "@app/domain/api/authoring";
import type { CourseBody } from "@app/domain/api/course-content";
import { addFixtureCourse } from "../test-support/course-fixture";
import { startTestServer, type TestServer } from "../test-support/test-server";
import { bodies, pathParam, rawBody, RUNS, schemaSamples, wellBehavedCall } from "./fuzz-support";

type Doc = { format: string; format_version: number; exported_at: string; course: CourseBody };

/** Property-based fuzzing of the authoring endpoints (issue 4 §11): never a 5xx, always the error body on 4xx. */
describe("fuzz: authoring", { timeout: 180_000 }, () => {
  let server: TestServer;
  let token: string;
  let student: string;
  let courseId: number;
  let doc: Doc;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.login("owner@demo.ru")).token;
    student = (await server.login("student@demo.ru")).token;
    courseId = (await addFixtureCourse(server.store, { published: false })).courseId;
    // A small seeded course keeps 1,000 cases fast; the tolerant reader is the same for any size.
    doc = (await server.inject("GET", "/api/courses/2/export", undefined, token)).body as Doc;
  });
  afterAll(() => server.close());

  const check = wellBehavedCall(() => server);
  const caller = fc.constantFrom<string | undefined>(undefined, "owner", "student", "bad");
  const tokenOf = (who: string | undefined): string | undefined =>
    who === "owner" ? token : who === "student" ? student : who === "bad" ? "not-a-token" : undefined;
  const ids = (): fc.Arbitrary<string> =>
    fc.oneof(
      { arbitrary: fc.constantFrom("1", "2", "15", String(courseId)), weight: 2 },
      { arbitrary: pathParam(["1", String(courseId)]), weight: 3 },
    );

  it("GET /api/created-courses with any paging", async () => {
    const query = fc.tuple(
      fc.oneof(fc.integer().map(String), fc.string().map(encodeURIComponent)),
      fc.oneof(fc.integer().map(String), fc.string().map(encodeURIComponent)),
    );
    await fc.assert(
      fc.asyncProperty(query, caller, ([page, per], who) =>
        check("GET", `/api/created-courses?page=${page}&per_page=${per}`, undefined, tokenOf(who)),
      ),
      { numRuns: RUNS },
    );
  });

  for (const [method, suffix] of [
    ["GET", "/content"],
    ["GET", "/about"],
    ["GET", "/export"],
    ["POST", "/publish"],
  ] as const) {
    it(`${method} /api/courses/{id}${suffix}: any id and caller`, async () => {
      await fc.assert(
        fc.asyncProperty(ids(), caller, (id, who) =>
          check(method, `/api/courses/${id}${suffix}`, undefined, tokenOf(who)),
        ),
        { numRuns: RUNS },
      );
    });
  }

  it("PUT /api/courses/{id}/content: Schema samples, garbage and one-field mutations", async () => {
    // Schema samples of a whole course run up to 1 MB each; the small ones cover the shapes just as well.
    const samples = (await schemaSamples(SaveContentRequest, 30)).filter(
      (sample) => JSON.stringify(sample).length < 20_000,
    );
    const current = () => {
      const content = server.store.data.courseContents.find((c) => c.course_id === courseId);
      const version = server.store.data.courses.find((c) => c.id === courseId)?.version ?? 1;
      return { version, course: content?.draft };
    };
    const valid = current();
    const body = fc.oneof(
      { arbitrary: rawBody(bodies(samples, ["version", "course"], [valid])), weight: 3 },
      { arbitrary: fc.constant(null).map(() => JSON.stringify(current())), weight: 1 },
    );
    const id = fc.oneof(
      { arbitrary: fc.constant(String(courseId)), weight: 4 },
      { arbitrary: pathParam([String(courseId)]), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(id, body, caller, (target, raw, who) =>
        check("PUT", `/api/courses/${target}/content`, raw, tokenOf(who) ?? token),
      ),
      { numRuns: RUNS },
    );
  });

  it("POST /api/courses/import: export documents with parts replaced by anything", async () => {
    const courseKeys = ["general", "additional", "style", "lists", "settings", "moduleList"];
    const mutated = fc.oneof(
      fc
        .tuple(fc.constantFrom(...courseKeys), fc.jsonValue())
        .map(([key, value]) => ({ ...doc, course: { ...doc.course, [key]: value } })),
      fc
        .tuple(fc.nat(3), fc.constantFrom("lessons", "moduleName", "moduleID"), fc.jsonValue())
        .map(([i, key, value]) => ({
          ...doc,
          course: {
            ...doc.course,
            moduleList: doc.course.moduleList.map((m, j) => (j === i ? { ...m, [key]: value } : m)),
          },
        })),
      fc.jsonValue().map((lessonContent) => ({
        ...doc,
        course: {
          ...doc.course,
          moduleList: [
            {
              moduleName: "Р",
              lessons: [{ lessonName: "У", lessonContent: [lessonContent, { content: lessonContent }] }],
            },
          ],
        },
      })),
    );
    const body = rawBody(
      bodies([doc], ["format", "format_version", "course", "exported_at"], []).chain((base) =>
        fc.oneof(fc.constant(base), mutated),
      ),
    );
    const flag = fc.oneof(
      { arbitrary: fc.constant("true"), weight: 8 },
      { arbitrary: fc.constantFrom("false", "", "1", "x"), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(flag, body, caller, (dry, raw, who) =>
        check("POST", `/api/courses/import?dry_run=${dry}`, raw, tokenOf(who) ?? token),
      ),
      { numRuns: RUNS },
    );
  });

  it("DELETE /api/courses/{id}: any id and caller", async () => {
    await fc.assert(
      fc.asyncProperty(pathParam(["16", "17", "999"]), caller, (id, who) =>
        check("DELETE", `/api/courses/${id}`, undefined, tokenOf(who)),
      ),
      { numRuns: RUNS },
    );
  });

  it("GET /api/course-options with any query", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string().map(encodeURIComponent), caller, (q, who) =>
        check("GET", `/api/course-options?q=${q}`, undefined, tokenOf(who)),
      ),
      { numRuns: RUNS },
    );
  });
});
