import { lowCostHashSync } from "../auth/passwords";
import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";
import { DEMO_PASSWORD } from "./demo-accounts";
import { newProfile } from "../store/user-record";

/** GUIDE §1: more demo students, so that classmates, ratings and statistics are not empty. Password demo123. */
export const EXTRA_STUDENTS: ReadonlyArray<{
  readonly email: string;
  readonly name: string;
  readonly surname: string;
}> = [
  { email: "anna.petrova@demo.ru", name: "Анна", surname: "Петрова" },
  { email: "dmitry.sokolov@demo.ru", name: "Дмитрий", surname: "Соколов" },
  { email: "elena.morozova@demo.ru", name: "Елена", surname: "Морозова" },
  { email: "ivan.novikov@demo.ru", name: "Иван", surname: "Новиков" },
  { email: "maria.fedorova@demo.ru", name: "Мария", surname: "Фёдорова" },
  { email: "alexey.volkov@demo.ru", name: "Алексей", surname: "Волков" },
];

/** Adds the extra students (ids follow the counters) and answers their ids, in EXTRA_STUDENTS order. */
export const seedExtraStudents = (db: DbDraft): ReadonlyArray<number> =>
  EXTRA_STUDENTS.map((student, index) => {
    const existing = db.users.find((u) => u.email === student.email);
    if (existing !== undefined) return existing.id;
    const id = nextId(db, "users");
    db.users.push({
      id,
      email: student.email,
      password: lowCostHashSync(DEMO_PASSWORD),
      roles: ["student"],
      school_id: [],
      profile: newProfile(nextId(db, "profiles"), student.name, student.surname, `7916123452${index}`),
    });
    return id;
  });
