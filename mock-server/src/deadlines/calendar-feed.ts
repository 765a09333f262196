import type { MyDeadline } from "@app/domain/api/deadlines";
import { studentLessonLink } from "@app/domain/notifications/deep-links";

/**
 * Issue #37: a student's dates as an iCalendar feed (RFC 5545): one VEVENT per dated item, its UID
 * stable across edits (course, lesson, task), ending at the due instant (UTC) and starting 30 minutes
 * before it (the end must come after the start), with a Russian summary and a link to the lesson.
 */
const EVENT_MS = 30 * 60 * 1000;

/** `20261114T205900Z`. */
const utc = (ms: number): string =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newline escaped. */
const text = (value: string): string =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** RFC 5545 §3.1: lines longer than 75 octets folded (CRLF and a space), never inside a UTF-8 character. */
const fold = (line: string): string => {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
};

const uidPart = (value: string): string => encodeURIComponent(value);

export const calendarFeed = (
  items: ReadonlyArray<MyDeadline>,
  options: { readonly origin: string; readonly nowMs: number },
): string => {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//course-platform//deadlines//RU",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text("Сроки сдачи")}`,
  ];
  for (const item of items) {
    const end = Date.parse(item.at);
    const what = item.task_name ?? item.lesson_name;
    const place = { moduleID: item.module_id, lessonID: item.lesson_id, taskID: item.task_id };
    lines.push(
      "BEGIN:VEVENT",
      `UID:deadline-${item.course_id}-${uidPart(item.lesson_id)}-${uidPart(item.task_id ?? "lesson")}@course-platform`,
      `DTSTAMP:${utc(options.nowMs)}`,
      `DTSTART:${utc(end - EVENT_MS)}`,
      `DTEND:${utc(end)}`,
      `SUMMARY:${text(`Сдать: ${what} — ${item.course_name}${item.hard ? " (жёсткий срок)" : ""}`)}`,
      `URL:${options.origin}${studentLessonLink(item.course_id, place)}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
};
