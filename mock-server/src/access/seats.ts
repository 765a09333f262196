import type { SettingsAccesses } from "@app/domain/course/settings";

/**
 * The seat limit of a course: none unless accesses.isSetMaxCount. maxCount is a string (SPEC §5);
 * digits, optionally after a '+', are the limit; '+', '' or anything else means unlimited.
 */
export const seatLimit = (accesses: SettingsAccesses): number | null => {
  if (!accesses.isSetMaxCount) return null;
  const match = /^\+?(\d{1,9})$/.exec(accesses.maxCount.trim());
  return match === null ? null : Number(match[1]);
};
