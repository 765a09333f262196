import type { VersionEntry } from "@app/domain/course-history/history-entry";

/** Who saved a version: name and surname, else the e-mail; null when the account is gone. */
export const authorName = (author: VersionEntry["author"]): string | null => {
  if (author === null) return null;
  const name = `${author.name} ${author.surname}`.trim();
  return name === "" ? author.email : name;
};
