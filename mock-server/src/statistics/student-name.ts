import type { UserRecord } from "../store/db-schema";

/** "Имя Фамилия", or the e-mail when the profile has neither. */
export const displayName = (user: UserRecord | undefined): string => {
  if (user === undefined) return "";
  const full = [user.profile.name, user.profile.surname]
    .filter((part): part is string => part !== null && part.trim() !== "")
    .join(" ");
  return full === "" ? user.email : full;
};
