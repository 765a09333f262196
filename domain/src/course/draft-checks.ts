import { LIMITS } from "../constants";
import { VALIDATION_MESSAGES, maxLengthMessage } from "../validation/messages";
import type { AboutGeneral, AboutLists } from "./about";
import { aboutListProblems } from "./about-limits";
import type { Problem } from "./course-checks";
import { normalizeMaxCount } from "./defaults";
import type { SettingsAccesses } from "./settings";

/** SPEC §5 seats: after the first-character rule, a positive whole number (a leading plus allowed). */
export const MAX_COUNT_MESSAGE = "Укажите количество мест: целое число больше нуля";

const SEATS = /^\+?(\d{1,9})$/;

/** The seat limit: null when not limited. A stored value that breaks the rule limits to its leading digits (none: 0 seats), never to "unlimited". */
export const seatLimitOf = (accesses: SettingsAccesses): number | null => {
  if (!accesses.isSetMaxCount) return null;
  const value = normalizeMaxCount(accesses.maxCount).trim();
  const whole = SEATS.exec(value);
  if (whole !== null) return Number(whole[1]);
  const leading = /^\+?(\d{1,9})/.exec(value);
  return leading === null ? 0 : Number(leading[1]);
};

/** `Места на курсе` when the limit is on: SPEC §5 normalisation, then a positive whole number. */
export const maxCountProblems = (accesses: SettingsAccesses): Problem[] => {
  if (!accesses.isSetMaxCount) return [];
  const match = SEATS.exec(normalizeMaxCount(accesses.maxCount).trim());
  return match === null || Number(match[1]) < 1
    ? [{ field: "settings.accesses.maxCount", message: MAX_COUNT_MESSAGE }]
    : [];
};

const tooLong = (field: string, value: string, max: number): Problem[] =>
  value.length > max ? [{ field, message: maxLengthMessage(max) }] : [];

/** The course name: required, at most 256 characters (trimmed). */
export const generalProblems = (general: AboutGeneral): Problem[] => {
  const name = general.name.value.trim();
  return [
    ...(name === "" ? [{ field: "general.name", message: VALIDATION_MESSAGES.required }] : []),
    ...tooLong("general.name", name, LIMITS.name),
  ];
};

/** SPEC §9 limits of the about lists' active items, keyed by their index in the list. */
export const listProblems = (lists: AboutLists): Problem[] =>
  aboutListProblems(lists, ["results", "learns", "consumers", "programs", "teachers"], "index", false);

/**
 * What keeps a draft from being saved at all (not the publish checks): the editor does not send it
 * and says `Есть ошибки — не сохранено`; the server refuses it with the same field messages.
 */
export const draftProblems = (course: {
  readonly general: AboutGeneral;
  readonly lists: AboutLists;
  readonly settings: { readonly accesses: SettingsAccesses };
}): Problem[] => [
  ...generalProblems(course.general),
  ...listProblems(course.lists),
  ...maxCountProblems(course.settings.accesses),
];
