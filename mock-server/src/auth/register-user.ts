import { sendMail } from "../mail/outbox";
import { nextId } from "../store/next-id";
import type { Store } from "../store/store";
import { newProfile } from "../store/user-record";
import type { PasswordHash } from "./passwords";
import { userByEmail } from "../store/lookups";

export type NewStudent = {
  readonly email: string;
  readonly password: PasswordHash;
  readonly name: string;
  readonly surname: string | null;
  readonly phone: string;
};

/**
 * A new student's account (SPEC §7 register), and the welcome e-mail docs/api.md lists (issue #30),
 * in the same update; null when the e-mail is taken.
 */
export const registerStudent = (store: Store, student: NewStudent, nowMs: number): Promise<number | null> =>
  store.update((db) => {
    if (userByEmail(db.users, student.email) !== undefined) return null;
    const id = nextId(db, "users", db.users.length);
    db.users.push({
      id,
      email: student.email,
      password: student.password,
      roles: ["student"],
      school_id: [],
      profile: newProfile(nextId(db, "profiles", 100 + id), student.name, student.surname, student.phone),
    });
    sendMail(db, nowMs, {
      kind: "registration",
      to: student.email,
      subject: "Добро пожаловать на платформу",
      text: `${student.name === "" ? "Здравствуйте" : `Здравствуйте, ${student.name}`}! Вы зарегистрировались на образовательной платформе с адресом ${student.email}. Ваши курсы — в разделе «Учебные материалы».`,
      link: "/myCourses",
    });
    return id;
  });
