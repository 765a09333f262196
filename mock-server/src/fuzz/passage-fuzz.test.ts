import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { SubmissionRequest, TestAnswersRequest } from "@app/domain/api/passage";
import { addFixtureCourse, type FixtureCourse } from "../test-support/course-fixture";
import { startTestServer, type TestServer } from "../test-support/test-server";
import { bodies, pathParam, rawBody, RUNS, schemaSamples, wellBehavedCall } from "./fuzz-support";

/** Property-based fuzzing of the student's lists and passage endpoints (issue 4 §11). */
describe("fuzz: passage", { timeout: 120_000 }, () => {
  let server: TestServer;
  let tokens: ReadonlyArray<string | undefined>;
  let course: FixtureCourse;
  let id: string;
  let fileId: string;
  beforeAll(async () => {
    server = await startTestServer();
    const student = (await server.login("student@demo.ru")).token;
    tokens = [student, student, (await server.login("owner@demo.ru")).token, undefined];
    course = await addFixtureCourse(server.store, {
      students: [5],
      settings: (s) => ({ ...s, actions: { ...s.actions, consecutiveAppearance: true } }),
    });
    id = String(course.courseId);
    const form = new FormData();
    form.append("file", new Blob(["x"]), "x.txt");
    fileId = ((await server.inject("POST", "/api/file", form, student)).body as { data: { id: string } }).data.id;
  });
  afterAll(() => server.close());

  const check = wellBehavedCall(() => server);
  const caller = () => fc.constantFrom(...tokens);
  const courseParam = () =>
    fc.oneof({ arbitrary: fc.constant(id), weight: 4 }, { arbitrary: pathParam([id, "1", "15"]), weight: 1 });
  const lesson = () =>
    fc.oneof(
      { arbitrary: fc.constantFrom(course.lessons.l1, course.lessons.l2, course.lessons.l3), weight: 3 },
      { arbitrary: pathParam(["1"]), weight: 1 },
    );
  const block = () =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...Object.values(course.blocks)), weight: 3 },
      { arbitrary: pathParam(["1"]), weight: 1 },
    );

  it("GET /api/my-courses with any query", async () => {
    const status = fc.oneof(
      fc.constantFrom("available", "incomplete", "completed", "", "x"),
      fc.string().map(encodeURIComponent),
    );
    const arb = fc.tuple(
      status,
      fc.string().map(encodeURIComponent),
      fc.string().map(encodeURIComponent),
      caller(),
      fc.boolean(),
    );
    await fc.assert(
      fc.asyncProperty(arb, ([s, page, perPage, token, twice]) =>
        check(
          "GET",
          `/api/my-courses?status=${s}${twice ? `&status=${s}` : ""}&page=${page}&per_page=${perPage}`,
          undefined,
          token,
        ),
      ),
      { numRuns: RUNS },
    );
  });

  it("GET /api/my-courses/{id}", async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(courseParam(), caller()), ([c, token]) =>
        check("GET", `/api/my-courses/${c}`, undefined, token),
      ),
      { numRuns: RUNS },
    );
  });

  it("POST /api/my-courses/{id}/lessons/{lessonId}/start", async () => {
    const arb = fc.tuple(courseParam(), lesson(), caller());
    await fc.assert(
      fc.asyncProperty(arb, ([c, l, token]) =>
        check("POST", `/api/my-courses/${c}/lessons/${l}/start`, undefined, token),
      ),
      { numRuns: RUNS },
    );
  });

  it("POST /api/my-courses/{id}/lessons/{lessonId}/blocks/{blockId}/complete", async () => {
    const arb = fc.tuple(courseParam(), lesson(), block(), caller());
    await fc.assert(
      fc.asyncProperty(arb, ([c, l, b, token]) =>
        check("POST", `/api/my-courses/${c}/lessons/${l}/blocks/${b}/complete`, undefined, token),
      ),
      { numRuns: RUNS },
    );
  });

  it("POST /api/my-courses/{id}/tests/{blockId}/answers", async () => {
    const samples = await schemaSamples(TestAnswersRequest, 100);
    const right = {
      answers: Object.entries(course.test.right).map(([questionID, answerIDList]) => ({ questionID, answerIDList })),
    };
    const wrong = {
      answers: Object.entries(course.test.wrong).map(([questionID, answerIDList]) => ({ questionID, answerIDList })),
    };
    const arb = fc.tuple(
      courseParam(),
      block(),
      rawBody(bodies(samples, ["answers"], [right, wrong, { answers: [] }])),
      caller(),
    );
    await fc.assert(
      fc.asyncProperty(arb, ([c, b, raw, token]) =>
        check("POST", `/api/my-courses/${c}/tests/${b}/answers`, raw, token),
      ),
      { numRuns: RUNS },
    );
  });

  it("POST /api/my-courses/{id}/tasks/{taskId}/blocks/{blockId}/submissions", async () => {
    const samples = await schemaSamples(SubmissionRequest, 100);
    const valid = [{ text: "Ответ" }, { files: [fileId] }, { text: "x", files: [fileId, "nope"] }];
    const task = fc.oneof(
      { arbitrary: fc.constant(course.task), weight: 3 },
      { arbitrary: pathParam(["1"]), weight: 1 },
    );
    const arb = fc.tuple(
      courseParam(),
      task,
      block(),
      rawBody(bodies(samples, ["text", "files"], valid)),
      caller(),
      fc.boolean(),
    );
    await fc.assert(
      fc.asyncProperty(arb, async ([c, t, b, raw, token, reopen]) => {
        if (reopen) {
          await server.store.update((db) => {
            for (const s of db.submissions) s.status = "needsWork";
          });
        }
        await check("POST", `/api/my-courses/${c}/tasks/${t}/blocks/${b}/submissions`, raw, token);
      }),
      { numRuns: RUNS },
    );
  });

  it("GET /api/my-courses/{id}/submissions", async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(courseParam(), caller()), ([c, token]) =>
        check("GET", `/api/my-courses/${c}/submissions`, undefined, token),
      ),
      { numRuns: RUNS },
    );
  });
});
