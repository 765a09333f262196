import type { SettingsAccesses } from "@app/domain/course/settings";
import { seatLimitOf } from "@app/domain/course/draft-checks";

/**
 * The seat limit of a course: none unless accesses.isSetMaxCount. The rule is the domain's (SPEC §5,
 * the same one the editor and the save check use): a value that breaks it never means "unlimited".
 */
export const seatLimit = (accesses: SettingsAccesses): number | null => seatLimitOf(accesses);
