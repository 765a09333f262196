import type { PersonView } from "@app/domain/api/review";
import { formatDayTime } from "../../lib/i18n/format";
import { fullName } from "@app/domain/people/display-name";

/** `Имя Фамилия`, or `fallback` for someone who has not filled them in. */
export const personName = (person: PersonView, fallback: string): string => fullName(person) || fallback;

/** A server time as the Russian interface shows it: `2 октября 2026 в 12:00` (lib/i18n/format). */
export const formatDateTime = (iso: string): string => formatDayTime(iso);
