import { valueStore } from "../state/small-store";

/**
 * Whether the route guard has just sent a signed-in person to /login because his role may not open
 * the page (SPEC §4): /login then says why. Opened any other way, /login sends him to his cabinet
 * (issue #31). The guard clears it as soon as a page it guards opens.
 */
export const deniedNotice = valueStore(false);
