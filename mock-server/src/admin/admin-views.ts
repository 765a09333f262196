import type { AdminSchool, AdminUser } from "@app/domain/api/admin";
import type { DbData, SchoolRecord, UserRecord } from "../store/db-schema";
import { userById } from "../store/lookups";
import { displayName } from "../people/person-view";

/** A person as the administrators' list shows him. */
export const adminUserOf = (db: DbData, user: UserRecord): AdminUser => ({
  id: user.id,
  email: user.email,
  name: displayName(db, user.id),
  roles: [...user.roles],
  school_id: [...user.school_id],
});

/**
 * The people whose e-mail contains `email` (all when empty), in the order they joined. A scan of
 * the accounts: an administrator's search, not a hot path.
 */
export const findUsers = (db: DbData, email: string): ReadonlyArray<AdminUser> => {
  const needle = email.trim().toLowerCase();
  const found = needle === "" ? db.users : db.users.filter((u) => u.email.includes(needle));
  return found.map((user) => adminUserOf(db, user));
};

const isStaffRole = (role: string): boolean => role === "school_owner" || role === "manager";

/** A school with its owner, and how many staff (owners and managers) and courses it has. */
export const schoolView = (
  db: DbData,
  school: SchoolRecord,
  counts: { readonly staff: number; readonly courses: number },
): AdminSchool => {
  const owner = userById(db.users, school.owner_id);
  return {
    id: school.id,
    name: school.name,
    owner: owner === undefined ? null : { id: owner.id, email: owner.email, name: displayName(db, owner.id) },
    ...counts,
  };
};

/** Every school, by id: the counts walk the accounts and the courses once (an administrator's page). */
export const schoolList = (db: DbData): ReadonlyArray<AdminSchool> => {
  const staff = new Map<number, number>();
  for (const u of db.users)
    if (u.roles.some(isStaffRole)) for (const id of u.school_id) staff.set(id, (staff.get(id) ?? 0) + 1);
  const courses = new Map<number, number>();
  for (const c of db.courses) courses.set(c.school_id, (courses.get(c.school_id) ?? 0) + 1);
  return db.schools.map((school) =>
    schoolView(db, school, { staff: staff.get(school.id) ?? 0, courses: courses.get(school.id) ?? 0 }),
  );
};
