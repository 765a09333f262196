import { Memory } from "lowdb";
import { describe, expect, it } from "vitest";
import { lowCostHashSync } from "../auth/passwords";
import { openStore, type Store } from "./store";
import { newProfile } from "./user-record";
import { courseById, enrolmentsOfCourse, userByEmail, userById } from "./lookups";

const PASSWORD = lowCostHashSync("secret-1");

const withUsers = async (count: number): Promise<Store> => {
  const store = await openStore(new Memory<unknown>());
  await store.update((db) => {
    for (let id = 1; id <= count; id += 1)
      db.users.push({
        id,
        email: `u${id}@t.ru`,
        password: PASSWORD,
        roles: ["student"],
        school_id: [],
        profile: newProfile(id, "Имя", "Фамилия", null),
      });
  });
  return store;
};

const course = (id: number) => ({
  id,
  name: `Курс ${id}`,
  school_id: 1,
  status: "draft" as const,
  version: 1,
  created_at: "2026-01-01T00:00:00.000Z",
});

describe("the store's indexes (issue #32)", () => {
  it("find records appended after the index was built, inside an update and outside", async () => {
    const store = await withUsers(3);
    expect(userById(store.data.users, 2)?.email).toBe("u2@t.ru");
    await store.update((db) => {
      db.courses.push(course(7));
      // Inside the same update, on the draft: the new record, and a change through it is kept.
      const found = courseById(db.courses, 7);
      if (found !== undefined) found.name = "Новое имя";
    });
    expect(courseById(store.data.courses, 7)?.name).toBe("Новое имя");
    expect(courseById(store.data.courses, 8)).toBeUndefined();
  });

  it("follow removals, reorderings and a collection replaced whole", async () => {
    const store = await withUsers(0);
    await store.update((db) => {
      for (const id of [1, 2, 3, 4]) db.courses.push(course(id));
    });
    expect(courseById(store.data.courses, 3)?.id).toBe(3);
    await store.update((db) => {
      db.courses.splice(0, 2);
    });
    expect(courseById(store.data.courses, 1)).toBeUndefined();
    expect(courseById(store.data.courses, 4)?.id).toBe(4);
    await store.update((db) => {
      db.courses.reverse();
    });
    expect(courseById(store.data.courses, 3)?.id).toBe(3);
    await store.update((db) => {
      db.courses = db.courses.filter((c) => c.id !== 3);
    });
    expect(courseById(store.data.courses, 3)).toBeUndefined();
    expect(courseById(store.data.courses, 4)?.id).toBe(4);
  });

  it("follow a changed key field (a new e-mail) and a record replaced at its place", async () => {
    const store = await withUsers(3);
    expect(userByEmail(store.data.users, "u2@t.ru")?.id).toBe(2);
    await store.update((db) => {
      const user = userById(db.users, 2);
      if (user !== undefined) user.email = "new@t.ru";
    });
    expect(userByEmail(store.data.users, "new@t.ru")?.id).toBe(2);
    expect(userByEmail(store.data.users, "u2@t.ru")).toBeUndefined();
    await store.update((db) => {
      const first = db.users[0];
      if (first !== undefined) db.users[0] = { ...first, email: "other@t.ru", id: 9 };
    });
    expect(userById(store.data.users, 9)?.email).toBe("other@t.ru");
    expect(userById(store.data.users, 1)).toBeUndefined();
  });

  it("forget what a failed update added (its changes undone)", async () => {
    const store = await withUsers(1);
    expect(userById(store.data.users, 1)).toBeDefined();
    await expect(
      store.update((db) => {
        db.enrolments.push({
          id: 1,
          course_id: 5,
          user_id: 1,
          source: "self",
          enrolled_at: "2026-01-01T00:00:00.000Z",
          completed_at: null,
        });
        expect(enrolmentsOfCourse(db.enrolments, 5)).toHaveLength(1);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(enrolmentsOfCourse(store.data.enrolments, 5)).toEqual([]);
    await store.update((db) => {
      db.enrolments.push({
        id: 2,
        course_id: 6,
        user_id: 1,
        source: "self",
        enrolled_at: "2026-01-01T00:00:00.000Z",
        completed_at: null,
      });
    });
    expect(enrolmentsOfCourse(store.data.enrolments, 6).map((e) => e.user_id)).toEqual([1]);
    expect(enrolmentsOfCourse(store.data.enrolments, 5)).toEqual([]);
  });
});
