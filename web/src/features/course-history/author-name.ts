import type { VersionEntry } from "@app/domain/course-history/history-entry";
import { displayName } from "@app/domain/people/display-name";

/** Who saved a version: name and surname, else the e-mail; null when the account is gone. */
export const authorName = (author: VersionEntry["author"]): string | null =>
  author === null ? null : displayName(author);
