import { nextId } from "../store/next-id";
import type { Store } from "../store/store";
import { newProfile } from "../store/user-record";
import type { PasswordHash } from "./passwords";

export type NewStudent = {
  readonly email: string;
  readonly password: PasswordHash;
  readonly name: string;
  readonly surname: string | null;
  readonly phone: string;
};

/** A new student's account (SPEC §7 register); null when the e-mail is taken. */
export const registerStudent = (store: Store, student: NewStudent): Promise<number | null> =>
  store.update((db) => {
    if (db.users.some((u) => u.email === student.email)) return null;
    const id = nextId(db, "users", db.users.length);
    db.users.push({
      id,
      email: student.email,
      password: student.password,
      roles: ["student"],
      school_id: [],
      profile: newProfile(nextId(db, "profiles", 100 + id), student.name, student.surname, student.phone),
    });
    return id;
  });
