import { useProfile } from "../api/profile-query";
import { timeZoneOf } from "../i18n/time-zones";

/** The viewer's time zone (issue #37): his profile's, else the browser's (undefined). */
export const useViewerTimeZone = (): string | undefined => timeZoneOf(useProfile().data?.profile.timezone_id);
