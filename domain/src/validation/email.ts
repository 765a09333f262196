import { LIMITS } from "../constants";
import { VALIDATION_MESSAGES, maxLengthMessage } from "./messages";

/**
 * The one e-mail rule of the platform (issue #32 row 11), for every form and every server check:
 * the HTML standard's "valid e-mail address" (what `<input type="email">` accepts), narrowed where
 * the standard is knowingly loose, and widened for Cyrillic domains:
 * - the local part is a dot-atom of the standard's characters: no dot first, last or twice (`.a@t4.ru`
 *   is refused), no quotes, angle brackets, spaces or parentheses;
 * - the domain is host-name labels of at most 63 characters, letters (Latin or any other script, so
 *   `школа.рф` passes as a browser would pass it punycoded), digits and inner hyphens, and at
 *   least two of them (`user@demo` is refused: no mail reaches it).
 * https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

const isEmail = (email: string): boolean => {
  const at = email.lastIndexOf("@");
  if (at <= 0) return false;
  const labels = email.slice(at + 1).split(".");
  return LOCAL_PART.test(email.slice(0, at)) && labels.length >= 2 && labels.every((label) => LABEL.test(label));
};

/** SPEC §5 e-mail: required, a valid address, at most 256 characters. Empty list when valid. */
export const emailErrors = (value: string): ReadonlyArray<string> => {
  const email = value.trim();
  if (email === "") return [VALIDATION_MESSAGES.required];
  if (email.length > LIMITS.email) return [maxLengthMessage(LIMITS.email)];
  return isEmail(email) ? [] : [VALIDATION_MESSAGES.invalidEmail];
};

/** The form in which e-mails are stored and compared. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();
