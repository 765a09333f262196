import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReviewLockResponse, ReviewQueueResponse } from "@app/domain/api/review";
import { REVIEW_LOCK_TIMEOUT_MS } from "@app/domain/review/review-lock";
import type { FixtureCourse } from "../../test-support/course-fixture";
import {
  errorMessage,
  startTestServer,
  tokensByCaller,
  validationOf,
  type Caller,
  type TestServer,
} from "../../test-support/test-server";
import {
  TEACHER_ID,
  addReviewCourse,
  addSubmission,
  addUser,
  enrol,
  otherSchoolOwner,
  reviewSettings,
} from "../../test-support/review-test-support";

describe("review desk (issue #34): GET /api/review/queue, POST/DELETE /api/submissions/{id}/lock", () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  let first: FixtureCourse;
  let second: FixtureCourse;
  let works: { old: number; newer: number; other: number; accepted: number };
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensByCaller(server);
    first = await addReviewCourse(server.store, { name: "Первый курс" });
    second = await addReviewCourse(server.store, { name: "Второй курс" });
    const classmate = await addUser(server.store, "classmate@demo.ru", "student", [], "Анна", "Петрова");
    await enrol(server.store, first.courseId, classmate);
    works = {
      newer: await addSubmission(server.store, first, classmate, "resubmitted"),
      old: await addSubmission(server.store, first),
      other: await addSubmission(server.store, second),
      accepted: await addSubmission(server.store, second, undefined, "accepted"),
    };
  });
  afterAll(() => server.close());

  const queue = async (query: string, caller: Caller = "TEACHER", token = tokens[caller]) => {
    const answer = await server.call("GET", `/api/review/queue${query}`, undefined, token);
    return { status: answer.status, body: answer.body as ReviewQueueResponse };
  };

  it("lists every waiting work of the teacher's courses, oldest first, with counts and filter choices", async () => {
    const { status, body } = await queue("");
    expect(status).toBe(200);
    const mine = body.data.filter((w) => Object.values(works).includes(w.id));
    expect(mine.map((w) => w.id)).toEqual([works.old, works.other, works.newer]);
    expect(mine[0]).toMatchObject({ course_name: "Первый курс", task_name: "Практика", status: "onReview" });
    expect(body.meta.total).toBe(body.data.length);
    expect(body.counts.accepted).toBeGreaterThanOrEqual(1);
    expect(body.courses.find((c) => c.id === String(second.courseId))).toEqual({
      id: String(second.courseId),
      name: "Второй курс",
      count: 1,
    });
  });

  it("filters by course, task, status and waiting time, and pages", async () => {
    const inFirst = await queue(`?course_id=${first.courseId}`);
    expect(inFirst.body.data.map((w) => w.id)).toEqual([works.old, works.newer]);
    expect(inFirst.body.tasks).toEqual([{ id: first.task, name: "Практика", count: 2 }]);
    const byTask = await queue(`?course_id=${first.courseId}&task_id=${first.task}&per_page=1&page=2`);
    expect(byTask.body.data.map((w) => w.id)).toEqual([works.newer]);
    expect(byTask.body.meta).toEqual({ page: 2, per_page: 1, total: 2 });
    const accepted = await queue(`?course_id=${second.courseId}&status=accepted`);
    expect(accepted.body.data.map((w) => w.id)).toEqual([works.accepted]);
    server.now = Date.parse("2026-03-05T11:00:00.000Z");
    tokens = await tokensByCaller(server); // the clock's jump expired the old ones
    const old = await queue(`?course_id=${first.courseId}&older_than_days=3`);
    expect(old.body.data.map((w) => w.id)).toEqual([works.old]);
  });

  it("refuses a bad filter with 422 naming it, a student with 403 and nobody with 401", async () => {
    const bad = await server.call("GET", "/api/review/queue?older_than_days=soon", undefined, tokens.TEACHER);
    expect(bad.status).toBe(422);
    expect(Object.keys(validationOf(bad.body) ?? {})).toEqual(["older_than_days"]);
    expect((await queue("", "STUDENT")).status).toBe(403);
    expect((await queue("", "ANONYMOUS")).status).toBe(401);
  });

  it("shows another school's owner and an unassigned teacher none of these works", async () => {
    const stranger = await otherSchoolOwner(server, "owner-queue@other.ru");
    const theirs = await queue("", "TEACHER", stranger);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual([]);
    const unassigned = await addReviewCourse(server.store, { settings: reviewSettings({}, []) });
    const hidden = await addSubmission(server.store, unassigned);
    expect((await queue("")).body.data.map((w) => w.id)).not.toContain(hidden);
    expect((await server.call("POST", `/api/submissions/${hidden}/lock`, {}, tokens.TEACHER)).status).toBe(403);
    expect((await server.call("POST", `/api/submissions/${works.old}/lock`, {}, stranger)).status).toBe(403);
  });

  it("a lock names its holder to the others, refuses their decision with 409, and lapses after the timeout", async () => {
    const lock = async (token: string | undefined) =>
      ((await server.call("POST", `/api/submissions/${works.other}/lock`, {}, token)).body as ReviewLockResponse).data;
    expect(await lock(tokens.TEACHER)).toMatchObject({ mine: true, teacher: { id: TEACHER_ID } });
    const owner = await lock(tokens.SCHOOL_OWNER);
    expect(owner.mine).toBe(false);
    expect(owner.teacher.id).toBe(TEACHER_ID);
    const refused = await server.call("POST", `/api/submissions/${works.other}/accept`, {}, tokens.SCHOOL_OWNER);
    expect(refused.status).toBe(409);
    expect(errorMessage(refused.body)).toMatch(/^Проверяет /);
    // His release is ignored; the holder's frees the work.
    await server.call("DELETE", `/api/submissions/${works.other}/lock`, undefined, tokens.SCHOOL_OWNER);
    expect((await lock(tokens.SCHOOL_OWNER)).mine).toBe(false);
    server.now += REVIEW_LOCK_TIMEOUT_MS;
    tokens = await tokensByCaller(server);
    expect((await lock(tokens.SCHOOL_OWNER)).mine).toBe(true);
    const accepted = await server.call("POST", `/api/submissions/${works.other}/accept`, {}, tokens.SCHOOL_OWNER);
    expect(accepted.status).toBe(200);
    // The decision released the lock: the teacher may take the work again.
    expect((await lock(tokens.TEACHER)).mine).toBe(true);
  });
});
