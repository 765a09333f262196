import { randomInt } from "node:crypto";
import { CERTIFICATE_ALPHABET, certificateNumber } from "@app/domain/certificates/certificate-number";
import type { DbData } from "../store/db-schema";

/** A new number (domain/certificates/certificate-number), drawn again on the rare clash. */
export const newCertificateNumber = (db: DbData, now: string): string => {
  const year = Number(now.slice(0, 4));
  for (;;) {
    const number = certificateNumber(
      year,
      Array.from({ length: 8 }, () => randomInt(CERTIFICATE_ALPHABET.length)),
    );
    if (!db.certificates.some((c) => c.number === number)) return number;
  }
};
