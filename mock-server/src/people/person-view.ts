import type { PersonView } from "@app/domain/api/review";
import type { DbData } from "../store/db-schema";
import { idIndex } from "../store/id-index";
import { displayName as userDisplayName } from "../statistics/student-name";

const usersById = idIndex<DbData["users"][number]>();
const userById = (db: DbData, id: number): DbData["users"][number] | undefined => usersById(db.users, id);

/** Name, surname and avatar of a user as lists show him; all null for a user that is gone. */
export const personView = (db: DbData, userId: number): PersonView => {
  const profile = userById(db, userId)?.profile;
  return {
    id: userId,
    name: profile?.name ?? null,
    surname: profile?.surname ?? null,
    avatar: profile?.profile_picture ?? null,
  };
};

/** "Имя Фамилия", or the e-mail when the profile has no name; "" for a user that is gone. */
export const displayName = (db: DbData, userId: number): string => userDisplayName(userById(db, userId));

export const emailOf = (db: DbData, userId: number): string | null => userById(db, userId)?.email ?? null;
