import type { Store } from "../store/store";
import { lowCostHashSync } from "../auth/passwords";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";
import { seedCatalogue } from "./seed-catalogue";
import { seedCourseContent } from "./seed-course-content";
import { seedPassage } from "./seed-passage";
import { seedPeople } from "./seed-people";
import { seedSocial } from "./seed-social";
import { seedMediaRecords } from "./seed-media";
import { newProfile } from "../store/user-record";

/** Demo data carries fixed dates, so every fresh DATA_DIR looks the same. */
const DEMO_SEEDED_AT = Date.UTC(2026, 9, 1, 9);

export const DEMO_SCHOOL_ID = 1;
export const DEMO_SCHOOL_NAME = "Демо-школа";

/** Seeds the demo data into an empty store. A store that already has users is left alone. */
export const seedDemo = async (store: Store): Promise<boolean> => {
  if (store.data.users.length > 0) return false;
  await store.update((db) => {
    db.schools.push({ id: DEMO_SCHOOL_ID, name: DEMO_SCHOOL_NAME, owner_id: 1 });
    db.counters.schools = DEMO_SCHOOL_ID;
    db.counters.users = DEMO_ACCOUNTS.length;
    db.counters.profiles = 100 + DEMO_ACCOUNTS.length;
    DEMO_ACCOUNTS.forEach((account, index) => {
      const id = index + 1;
      const staff = ["school_owner", "manager", "admin", "teacher"].includes(account.role);
      db.users.push({
        id,
        email: account.email,
        password: lowCostHashSync(DEMO_PASSWORD),
        roles: [account.role],
        school_id: staff ? [DEMO_SCHOOL_ID] : [],
        profile: newProfile(100 + id, account.name, account.surname, account.phone),
      });
    });
    // The partner schools belong to the admin account: no demo login owns them.
    seedCatalogue(db, DEMO_SCHOOL_ID, 3, DEMO_SEEDED_AT);
    // The lesson media's file rows (their bytes: writeSeedMedia, at server start).
    db.files.push(...seedMediaRecords(new Date(DEMO_SEEDED_AT).toISOString()));
    seedCourseContent(db, DEMO_SCHOOL_ID);
    seedPassage(db, DEMO_SEEDED_AT);
    // Last: posts and reviews are written by the students the seeds above enrolled.
    seedSocial(db, DEMO_SEEDED_AT);
    // At the very end: groups hold the students every seed above enrolled.
    seedPeople(db, DEMO_SCHOOL_ID, DEMO_SEEDED_AT);
  });
  return true;
};
