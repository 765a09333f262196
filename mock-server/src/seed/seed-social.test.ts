import { describe, expect, it } from "vitest";
import { Memory } from "lowdb";
import { openStore } from "../store/store";
import { seedDemo } from "./seed-demo";
import { SOCIAL_COURSE_IDS, seedSocial } from "./seed-social";
import { emptyDb } from "../store/db-schema";
import { produce } from "immer";

describe("seedSocial (GUIDE §1: discussion and reviews not empty)", () => {
  it("writes posts and one review per author on course 1 and two more demo courses, with fixed dates", async () => {
    const store = await openStore(new Memory<unknown>());
    await seedDemo(store);
    const db = store.data;
    for (const courseId of SOCIAL_COURSE_IDS) {
      expect(db.discussionPosts.filter((p) => p.course_id === courseId).length).toBeGreaterThan(0);
      const reviews = db.courseReviews.filter((r) => r.course_id === courseId);
      expect(reviews.length).toBeGreaterThan(0);
      expect(new Set(reviews.map((r) => r.user_id)).size).toBe(reviews.length);
      const enrolled = new Set(db.enrolments.filter((e) => e.course_id === courseId).map((e) => e.user_id));
      const allowed = enrolled.size > 0 ? enrolled : new Set([5]);
      expect(reviews.every((r) => allowed.has(r.user_id) && r.rating >= 1 && r.rating <= 5)).toBe(true);
    }
    const again = await openStore(new Memory<unknown>());
    await seedDemo(again);
    expect(again.data.discussionPosts).toEqual(db.discussionPosts);
    expect(again.data.courseReviews).toEqual(db.courseReviews);
  });

  it("uses the enrolled students when there are some, and skips missing courses", () => {
    const base = produce(emptyDb(), (db) => {
      db.courses.push({
        id: 1,
        name: "Курс",
        school_id: 1,
        status: "published",
        version: 1,
        created_at: "2026-01-01T00:00:00.000Z",
      });
      for (const userId of [7, 8])
        db.enrolments.push({
          id: userId,
          course_id: 1,
          user_id: userId,
          source: "seed",
          enrolled_at: "2026-01-01T00:00:00.000Z",
          completed_at: null,
        });
    });
    const seeded = produce(base, (db) => seedSocial(db, Date.UTC(2026, 9, 1, 9)));
    expect(new Set(seeded.discussionPosts.map((p) => p.user_id))).toEqual(new Set([7, 8]));
    expect(seeded.courseReviews.map((r) => r.user_id)).toEqual([7, 8]);
    expect(seeded.discussionPosts.every((p) => p.course_id === 1)).toBe(true);
    expect(seeded.discussionPosts[0]?.created_at).toBe("2026-10-02T09:00:00.000Z");
  });
});
