/**
 * A certificate's number (issue #36): `CP-<year of issue>-<8 characters>`, the 8 drawn by the server
 * from 30 letters and digits that cannot be misread (no 0/O, 1/I/L, U). Not a sequence: a number
 * cannot be guessed from another, so the public verification does not list the school's students.
 */
export const CERTIFICATE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

const NUMBER = /^CP-\d{4}-[2-9A-HJKMNP-TV-Z]{8}$/;

export const isCertificateNumber = (text: string): boolean => NUMBER.test(text);

/** What a person typed into `Проверить сертификат`: spaces dropped, letters upper-cased. */
export const normalizeCertificateNumber = (text: string): string => text.replace(/\s+/g, "").toUpperCase();

/** The number from the year and 8 indexes into the alphabet (the server draws them). */
export const certificateNumber = (year: number, draws: ReadonlyArray<number>): string =>
  `CP-${String(year).padStart(4, "0")}-${draws.map((i) => CERTIFICATE_ALPHABET[i % CERTIFICATE_ALPHABET.length]).join("")}`;

/** The public verification address of a number on a site's origin. */
export const verificationPath = (number: string): string => `/certificates/${encodeURIComponent(number)}`;
