import { describe, expect, it } from "vitest";
import { Memory } from "lowdb";
import { openStore } from "../store/store";
import { DEMO_GROUPS, DEMO_SUBDIVISION, seedPeople } from "./seed-people";

describe("seedPeople", () => {
  it("splits the school's enrolled students between two groups and puts both in one subdivision, with fixed dates", async () => {
    const store = await openStore(new Memory<unknown>());
    const at = Date.UTC(2026, 9, 1, 9);
    await store.update((db) => {
      db.schools.push({ id: 1, name: "Демо-школа", owner_id: 1 }, { id: 2, name: "Другая", owner_id: 3 });
      db.courses.push(
        { id: 1, name: "A", school_id: 1, status: "published", version: 1, created_at: "2026-01-01T00:00:00.000Z" },
        { id: 2, name: "B", school_id: 1, status: "published", version: 1, created_at: "2026-01-01T00:00:00.000Z" },
        { id: 3, name: "C", school_id: 2, status: "published", version: 1, created_at: "2026-01-01T00:00:00.000Z" },
      );
      const enrol = (id: number, courseId: number, userId: number) =>
        db.enrolments.push({
          id,
          course_id: courseId,
          user_id: userId,
          source: "seed",
          enrolled_at: "2026-01-02T00:00:00.000Z",
          completed_at: null,
        });
      enrol(1, 1, 9);
      enrol(2, 1, 5);
      enrol(3, 2, 5);
      enrol(4, 2, 7);
      enrol(5, 3, 11);
      seedPeople(db, 1, at);
    });
    const { groups, subdivisions } = store.data;
    expect(groups).toEqual([
      { id: 1, school_id: 1, name: DEMO_GROUPS[0], student_ids: [5, 7], created_at: "2026-10-01T09:00:00.000Z" },
      { id: 2, school_id: 1, name: DEMO_GROUPS[1], student_ids: [9], created_at: "2026-10-01T09:00:00.000Z" },
    ]);
    expect(subdivisions).toEqual([
      { id: 1, school_id: 1, name: DEMO_SUBDIVISION, group_ids: [1, 2], created_at: "2026-10-01T09:00:00.000Z" },
    ]);
  });
});
