import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AcceptRequest, ReworkRequest } from "@app/domain/api/review";
import { addReviewCourse, addSubmission } from "../test-support/review-test-support";
import type { FixtureCourse } from "../test-support/course-fixture";
import { startTestServer, type TestServer } from "../test-support/test-server";
import { bodies, pathParam, rawBody, RUNS, schemaSamples, wellBehavedCall } from "./fuzz-support";

/** Property-based fuzzing of the review area: any ids, queries and bodies give 2xx or a JSON 4xx, never 5xx. */
describe("fuzz: review (/api/review/…, /api/submissions/…)", { timeout: 120_000 }, () => {
  let server: TestServer;
  let teacher: string;
  let student: string;
  let course: FixtureCourse;
  beforeAll(async () => {
    server = await startTestServer();
    teacher = (await server.login("teacher@demo.ru")).token;
    student = (await server.login("student@demo.ru")).token;
    course = await addReviewCourse(server.store);
    await addSubmission(server.store, course, 5, "resubmitted");
    await addSubmission(server.store, course, 5, "accepted");
  });
  afterAll(() => server.close());

  const check = wellBehavedCall(() => server);
  const token = fc
    .constantFrom<string | undefined>(undefined, "teacher", "student", "bad-token")
    .map((t) => (t === "teacher" ? teacher : t === "student" ? student : t));
  const query = fc.array(
    fc.tuple(
      fc.constantFrom("page", "per_page", "status", "x", "status[]"),
      fc.oneof(
        fc.constantFrom("onReview", "needsWork", "accepted", "1", "0", "-1", "99999999999999999999"),
        fc.string(),
      ),
    ),
    { maxLength: 4 },
  );
  const queryText = (pairs: ReadonlyArray<readonly [string, string]>): string =>
    pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");

  it("GET /api/review/courses with any query", async () => {
    await fc.assert(
      fc.asyncProperty(query, token, (q, t) => check("GET", `/api/review/courses?${queryText(q)}`, undefined, t)),
      { numRuns: RUNS },
    );
  });

  const drillDown: ReadonlyArray<[string, (id: string, child: string) => string, () => ReadonlyArray<string>]> = [
    ["modules", (id) => `/api/review/courses/${id}/modules`, () => []],
    ["lessons", (id, child) => `/api/review/courses/${id}/modules/${child}/lessons`, () => [...course.modules]],
    [
      "tasks",
      (id, child) => `/api/review/courses/${id}/lessons/${child}/tasks`,
      () => [course.lessons.l1, course.lessons.l2],
    ],
    ["submissions", (id, child) => `/api/review/courses/${id}/tasks/${child}/submissions`, () => [course.task]],
  ];
  for (const [name, path, children] of drillDown) {
    it(`GET …/${name}: any ids, queries and callers`, async () => {
      const arb = fc.tuple(pathParam([String(course.courseId), "1"]), pathParam(children()), query, token);
      await fc.assert(
        fc.asyncProperty(arb, ([id, child, q, t]) => check("GET", `${path(id, child)}?${queryText(q)}`, undefined, t)),
        { numRuns: RUNS },
      );
    });
  }

  it("GET /api/submissions/{id}: any id and caller", async () => {
    const ids = server.store.data.submissions.map((s) => String(s.id));
    await fc.assert(
      fc.asyncProperty(pathParam(ids), token, (id, t) => check("GET", `/api/submissions/${id}`, undefined, t)),
      { numRuns: RUNS },
    );
  });

  for (const [action, schema, valid] of [
    ["accept", AcceptRequest, [{}, { comment: "Хорошо" }]],
    ["rework", ReworkRequest, [{ comment: "Доработайте" }, { comment: "" }]],
  ] as const) {
    it(`POST /api/submissions/{id}/${action}: any body on fresh and decided submissions`, async () => {
      const samples = await schemaSamples(schema, 100);
      const arb = fc.tuple(
        fc.boolean(),
        fc.option(pathParam(["1"]), { freq: 4 }),
        rawBody(bodies(samples, ["comment"], valid)),
        token,
      );
      await fc.assert(
        fc.asyncProperty(arb, async ([fresh, strangeId, raw, t]) => {
          const id =
            strangeId ??
            String(fresh ? await addSubmission(server.store, course) : (server.store.data.submissions[0]?.id ?? 1));
          await check("POST", `/api/submissions/${id}/${action}`, raw, t);
        }),
        { numRuns: RUNS },
      );
      expect(server.store.data.submissions.some((s) => s.status !== "onReview")).toBe(true);
    });
  }
});
