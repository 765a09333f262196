import type { Response } from "express";
import { CSV_CONTENT_TYPE } from "@app/domain/csv/csv-text";
import { DEFAULT_TIME_ZONE, isTimeZone } from "@app/domain/csv/csv-date";
import { CSV_MESSAGES } from "@app/domain/csv/export-labels";
import { attachmentDisposition } from "./attachment-disposition";
import { HttpError } from "./http-error";

/** `?tz=`: the IANA zone the export's dates are written in; absent → Moscow; anything else → 422 naming `tz`. */
export const timeZoneOf = (query: Record<string, unknown>): string => {
  const tz = query.tz;
  if (tz === undefined) return DEFAULT_TIME_ZONE;
  if (typeof tz !== "string" || !isTimeZone(tz)) throw new HttpError(422, "", { tz: [CSV_MESSAGES.unknownTimeZone] });
  return tz;
};

/** Sends a CSV export as a download: UTF-8 text, the Cyrillic name in Content-Disposition, never cached. */
export const sendCsv = (res: Response, text: string, name: string, fallback: string): void => {
  res.setHeader("Content-Type", CSV_CONTENT_TYPE);
  res.setHeader("Content-Disposition", attachmentDisposition(name, "csv", fallback));
  res.setHeader("Cache-Control", "private, no-store");
  res.send(Buffer.from(text, "utf8"));
};
