/** The viewer's IANA time zone as his browser knows it (`Europe/Moscow`), for the dates of an export. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
