import { serializeLog } from "@app/domain/log/stable-json";

/** `course-platform-log-2026-11-22T10-15-00.json`: sortable, and safe in every file system. */
export const logFileName = (at: Date): string =>
  `course-platform-log-${at.toISOString().slice(0, 19).replace(/:/g, "-")}.json`;

/** Saves a log as a JSON file, in the format `npm run replay` reads (GUIDE §1). */
export const downloadLog = (entries: ReadonlyArray<unknown>, at = new Date()): void => {
  const url = URL.createObjectURL(new Blob([serializeLog(entries)], { type: "application/json" }));
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
