import type { PersonView } from "@app/domain/api/review";
import type { DbData } from "../store/db-schema";

/** Users by id, built once per version of the (immutable) users array. */
const indexes = new WeakMap<DbData["users"], Map<number, DbData["users"][number]>>();

const userById = (db: DbData, id: number): DbData["users"][number] | undefined => {
  let index = indexes.get(db.users);
  if (index === undefined) {
    index = new Map(db.users.map((u) => [u.id, u]));
    indexes.set(db.users, index);
  }
  return index.get(id);
};

/** Name, surname and avatar of a user as lists show him; all null for a user that is gone. */
export const personView = (db: DbData, userId: number): PersonView => {
  const profile = userById(db, userId)?.profile;
  return { id: userId, name: profile?.name ?? null, surname: profile?.surname ?? null, avatar: profile?.profile_picture ?? null };
};

/** "Имя Фамилия", or the e-mail when the profile has no name. */
export const displayName = (db: DbData, userId: number): string => {
  const user = userById(db, userId);
  const name = [user?.profile.name, user?.profile.surname].filter((part) => part !== null && part !== undefined && part !== "").join(" ");
  return name !== "" ? name : (user?.email ?? "");
};

export const emailOf = (db: DbData, userId: number): string | null => userById(db, userId)?.email ?? null;
