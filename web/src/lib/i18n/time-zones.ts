/**
 * The profile's `timezone_id` (SPEC §3) as an IANA zone (issue #37: dates are shown in the viewer's
 * zone). SPEC names the field and no catalogue; these are Russia's eleven zones, west to east
 * (docs/decisions/deadlines.md "Time zones"). Unset or unknown: the browser's own zone.
 */
const ZONES: Readonly<Record<number, string>> = {
  1: "Europe/Kaliningrad",
  2: "Europe/Moscow",
  3: "Europe/Samara",
  4: "Asia/Yekaterinburg",
  5: "Asia/Omsk",
  6: "Asia/Krasnoyarsk",
  7: "Asia/Irkutsk",
  8: "Asia/Yakutsk",
  9: "Asia/Vladivostok",
  10: "Asia/Magadan",
  11: "Asia/Kamchatka",
};

export const timeZoneOf = (timezoneId: number | null | undefined): string | undefined =>
  timezoneId === null || timezoneId === undefined ? undefined : ZONES[timezoneId];
