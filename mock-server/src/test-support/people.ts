import { lowCostHashSync } from "../auth/passwords";
import { DEMO_PASSWORD } from "../seed/demo-accounts";
import { nextId } from "../store/next-id";
import type { Store } from "../store/store";
import { newProfile } from "../store/user-record";

/** Test people, written straight into the store. Every one has the demo password. */
export type NewUser = {
  readonly email: string;
  /** One role, as the server stores it (lowercase: "student", "school_owner", …). */
  readonly role: string;
  readonly schoolIds?: ReadonlyArray<number>;
  readonly name?: string;
  readonly surname?: string;
};

/** Adds a user; answers his id. */
export const addTestUser = (store: Store, user: NewUser): Promise<number> =>
  store.update((db) => {
    const id = nextId(db, "users");
    db.users.push({
      id,
      email: user.email,
      password: lowCostHashSync(DEMO_PASSWORD),
      roles: [user.role],
      school_id: [...(user.schoolIds ?? [])],
      profile: newProfile(nextId(db, "profiles"), user.name ?? "Тест", user.surname ?? "Пользователь", null),
    });
    return id;
  });

/** Adds a school (owned by nobody until an owner is added to it); answers its id. */
export const addTestSchool = (store: Store, name?: string): Promise<number> =>
  store.update((db) => {
    const id = nextId(db, "schools");
    db.schools.push({ id, name: name ?? `Другая школа ${id}`, owner_id: 0 });
    return id;
  });
