import type { DomainEvent } from "../model/event";

/**
 * Personal data never enters a recorded log (issue #9): every string of an event is searched for
 * e-mail addresses, phone numbers and tokens, which become placeholders. Tokens are JWTs and the
 * secret part of a course's join link (`/join/{token}`). Nothing else changes, so a log of a session
 * without such strings replays to exactly the state the session had.
 *
 * Cheap on the common path (issue #29: a course of 30,000 blocks is one event): each search runs only
 * on a string that holds what every one of its matches must hold (`@`, `eyJ`, `/join/`, ten digits
 * close together, `+` and a digit), so ordinary text with numbers in it (`блок 123`, a year, a price)
 * is scanned by a few plain tests only; and an event with nothing to hide is answered as it came (no copy).
 */
export const REDACTED = { email: "[email]", phone: "[phone]", token: "[token]" } as const;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}/g;
const JOIN_LINK = /\/join\/[\w-]{4,}/g;
/**
 * A phone: 10 digits as 3-3-2-2 (spaces, hyphens or brackets between), after `+` and a country code,
 * or after 7 or 8, or alone. Never inside a longer run of letters or digits: ids, UUIDs, file names
 * with times in them and dates stay as they are.
 */
const PHONE =
  /(?<![\p{L}\p{N}_+])(?:\+\d{1,3}[\s-]?|[78][\s-]?)?(?:\(\d{3}\)|\d{3})[\s-]?\d{3}[\s-]?\d{2}[\s-]?\d{2}(?![\p{L}\p{N}_])/gu;
/** Any other international number: `+`, then 10 to 15 digits with separators. */
const INTERNATIONAL = /(?<![\p{L}\p{N}_+])\+\d[\d\s()-]{8,20}\d(?![\p{L}\p{N}_])/gu;
const digitCount = (text: string): number => text.replace(/\D/g, "").length;
/** A string without any of these is never searched (so `+1 2 3 4 5 6 7 8 9 0`, without 3 digits in a row, stays). */
const MAYBE = /@|eyJ|\/join\/|\d{3}/;
/**
 * What every match of `PHONE` holds: ten digits, each after at most two of its separators (`) ` between
 * the bracketed code and the rest). Without the Unicode flag and lookarounds it is a cheap scan.
 */
const PHONE_DIGITS = /\d(?:[\s()-]{0,2}\d){9}/;
/** What every match of `INTERNATIONAL` starts with. */
const PLUS_DIGIT = /\+\d/;

/**
 * The string with its e-mails, phones and tokens replaced; the same string when it has none. The
 * replacements run in a fixed order, each only when the text it gets holds that search's must-have.
 */
export const redactText = (text: string): string => {
  if (text.length < 6 || !MAYBE.test(text)) return text;
  let out = text;
  if (out.includes("eyJ")) out = out.replace(JWT, REDACTED.token);
  if (out.includes("@")) out = out.replace(EMAIL, REDACTED.email);
  if (out.includes("/join/")) out = out.replace(JOIN_LINK, `/join/${REDACTED.token}`);
  if (PHONE_DIGITS.test(out)) out = out.replace(PHONE, REDACTED.phone);
  if (PLUS_DIGIT.test(out))
    out = out.replace(INTERNATIONAL, (run) => (digitCount(run) >= 10 && digitCount(run) <= 15 ? REDACTED.phone : run));
  return out;
};

const redactValue = (value: unknown): unknown => {
  if (typeof value === "string") return redactText(value);
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const next = redactValue(item);
      if (next !== item) {
        copy ??= value.slice();
        copy[i] = next;
      }
    }
    return copy ?? value;
  }
  let copy: Record<string, unknown> | null = null;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    const next = redactValue(item);
    if (next !== item) {
      copy ??= { ...record };
      copy[key] = next;
    }
  }
  return copy ?? value;
};

/** The event as the log may keep it. Redacting only replaces strings, so the result is still that event's shape. */
export const redactEvent = (event: DomainEvent): DomainEvent => redactValue(event) as DomainEvent;
