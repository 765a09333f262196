import { privateLog, type PrivacyOptions } from "@app/domain/log/private-log";
import { serializeLog } from "@app/domain/log/stable-json";

/** `course-platform-log-2026-11-22T10-15-00.json`: sortable, and safe in every file system. */
export const logFileName = (at: Date): string =>
  `course-platform-log-${at.toISOString().slice(0, 19).replace(/:/g, "-")}.json`;

/** The log's text as a download saves it and `Отправить отчёт` sends it: typed text made private first. */
export const privateLogText = (entries: ReadonlyArray<unknown>, privacy: PrivacyOptions): string =>
  serializeLog(privateLog(entries, privacy));

/**
 * Saves a log as a JSON file, in the format `npm run replay` reads (GUIDE §1). What typed text it
 * holds is made private first (issue #33, domain/src/log/private-log.ts): only the last value of each
 * typed field, redacted, and with `names` not even that, nor people's names.
 */
export const downloadLog = (
  entries: ReadonlyArray<unknown>,
  privacy: PrivacyOptions = { names: false },
  at = new Date(),
): void => {
  const text = privateLogText(entries, privacy);
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = logFileName(at);
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next task; freeing it at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};
