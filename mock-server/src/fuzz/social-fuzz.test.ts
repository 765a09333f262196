import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CourseReviewRequest, DiscussionPostRequest } from "@app/domain/api/social";
import { addReviewCourse } from "../test-support/review-test-support";
import { nextId } from "../store/next-id";
import type { FixtureCourse } from "../test-support/course-fixture";
import { startTestServer, type TestServer } from "../test-support/test-server";
import {
  bodies,
  describeAnswer,
  pathParam,
  rawBody,
  RUNS,
  schemaSamples,
  wellBehaved,
  wellBehavedCall,
} from "./fuzz-support";

/** Property-based fuzzing of the social tabs: discussion, classmates, rating, reviews. */
describe("fuzz: social (/api/courses/{id}/discussion|classmates|rating|reviews)", { timeout: 120_000 }, () => {
  let server: TestServer;
  let owner: string;
  let student: string;
  let course: FixtureCourse;
  beforeAll(async () => {
    server = await startTestServer();
    owner = (await server.login("owner@demo.ru")).token;
    student = (await server.login("student@demo.ru")).token;
    course = await addReviewCourse(server.store);
  });
  afterAll(() => server.close());

  const check = wellBehavedCall(() => server);
  const token = fc
    .constantFrom<string | undefined>(undefined, "owner", "student", "bad-token")
    .map((t) => (t === "owner" ? owner : t === "student" ? student : t));
  /** Mostly the fixture course. A DELETE fuzzed with a path like `…/discussion/..` may delete the course itself, so each test gets its own. */
  const courseId = (target: FixtureCourse = course): fc.Arbitrary<string> =>
    fc.oneof(
      { arbitrary: fc.constant(String(target.courseId)), weight: 3 },
      { arbitrary: pathParam(["1", "15"]), weight: 1 },
    );
  const query = fc.array(
    fc.tuple(
      fc.constantFrom("page", "per_page", "x"),
      fc.oneof(fc.constantFrom("1", "2", "0", "-5", "100000000000000000000"), fc.string()),
    ),
    { maxLength: 3 },
  );
  const queryText = (pairs: ReadonlyArray<readonly [string, string]>): string =>
    pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");

  for (const tab of ["discussion", "classmates", "rating", "reviews"]) {
    it(`GET /api/courses/{id}/${tab}: any id, query and caller`, async () => {
      await fc.assert(
        fc.asyncProperty(courseId(), query, token, (id, q, t) =>
          check("GET", `/api/courses/${id}/${tab}?${queryText(q)}`, undefined, t),
        ),
        { numRuns: RUNS },
      );
    });
  }

  it("POST /api/courses/{id}/discussion: any body", async () => {
    const samples = await schemaSamples(DiscussionPostRequest, 100);
    const arb = fc.tuple(courseId(), rawBody(bodies(samples, ["text"], [{ text: "Привет" }, { text: "" }])), token);
    await fc.assert(
      fc.asyncProperty(arb, ([id, raw, t]) => check("POST", `/api/courses/${id}/discussion`, raw, t)),
      { numRuns: RUNS },
    );
    expect(server.store.data.discussionPosts.some((p) => p.course_id === course.courseId)).toBe(true);
  });

  it("DELETE /api/courses/{id}/discussion/{postId}: any ids", async () => {
    const target = await addReviewCourse(server.store);
    const ids = await server.store.update((db) =>
      [1, 2, 3, 4, 5].map((userId) => {
        const id = nextId(db, "discussionPosts");
        db.discussionPosts.push({
          id,
          course_id: target.courseId,
          user_id: userId,
          text: "Сообщение",
          created_at: "2026-03-01T09:00:00.000Z",
        });
        return String(id);
      }),
    );
    const arb = fc.tuple(courseId(target), pathParam(ids), token);
    await fc.assert(
      fc.asyncProperty(arb, ([id, postId, t]) =>
        check("DELETE", `/api/courses/${id}/discussion/${postId}`, undefined, t),
      ),
      { numRuns: RUNS },
    );
  });

  it("POST /api/courses/{id}/reviews: any body (a created review is deleted again)", async () => {
    const samples = await schemaSamples(CourseReviewRequest, 100);
    const valid = [
      { rating: 5, text: "Отлично" },
      { rating: 0, text: "" },
      { rating: 3.5, text: "Так себе" },
    ];
    const wellFormed = fc.record({ rating: fc.integer({ min: 0, max: 6 }), text: fc.string({ maxLength: 30 }) });
    const body = fc.oneof(
      { arbitrary: bodies(samples, ["rating", "text"], valid), weight: 3 },
      { arbitrary: wellFormed, weight: 2 },
    );
    const arb = fc.tuple(courseId(await addReviewCourse(server.store)), rawBody(body), token);
    let created = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(arb, async ([id, raw, t]) => {
        const answer = await server.inject("POST", `/api/courses/${id}/reviews`, raw, t);
        if (!wellBehaved(answer)) throw new Error(`POST reviews ${raw} → ${describeAnswer(answer)}`);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 201) {
          created += 1;
          const reviewId = (answer.body as { data: { id: number } }).data.id;
          await check("DELETE", `/api/courses/${id}/reviews/${reviewId}`, undefined, t);
        }
      }),
      { numRuns: RUNS },
    );
    expect(created, JSON.stringify([...statuses])).toBeGreaterThan(0);
  });

  it("DELETE /api/courses/{id}/reviews/{reviewId}: any ids", async () => {
    const target = await addReviewCourse(server.store);
    const ids = await server.store.update((db) =>
      [1, 4, 5].map((userId) => {
        const id = nextId(db, "courseReviews");
        db.courseReviews.push({
          id,
          course_id: target.courseId,
          user_id: userId,
          rating: 4,
          text: "Отзыв",
          created_at: "2026-03-01T09:00:00.000Z",
        });
        return String(id);
      }),
    );
    const arb = fc.tuple(courseId(target), pathParam(ids), token);
    await fc.assert(
      fc.asyncProperty(arb, ([id, reviewId, t]) =>
        check("DELETE", `/api/courses/${id}/reviews/${reviewId}`, undefined, t),
      ),
      { numRuns: RUNS },
    );
  });
});
