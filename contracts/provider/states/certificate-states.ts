import type { ProviderRig } from "../provider-rig";
import { signIn, type StateHandlers } from "./sessions";

/** The certificate the consumer pins (docs/api.md "Certificates"): the demo student's, of course 1. */
export const PACT_CERTIFICATE = "CP-2026-PACT2345";

/**
 * Issue #36 on the demo seed: student@demo.ru holds certificate CP-2026-PACT2345 of course 1
 * (the seed's own certificates of him are dropped, so his list and course 1 read as pinned).
 */
const withCertificate = (rig: ProviderRig, signedIn: string | null) => async () => {
  await rig.reset();
  await rig.store().update((db) => {
    const student = db.users.find((u) => u.email === "student@demo.ru");
    if (student === undefined) return;
    for (let i = db.certificates.length - 1; i >= 0; i -= 1)
      if (db.certificates[i]?.user_id === student.id) db.certificates.splice(i, 1);
    db.certificates.push({
      number: PACT_CERTIFICATE,
      user_id: student.id,
      course_id: 1,
      student_name: "Сергей Иванов",
      course_name: "Основы Python",
      school_name: "Демо-школа",
      document: "Сертификат о прохождении курса",
      honours: false,
      score_percent: 80,
      issued_at: "2026-10-05T10:00:00.000Z",
      revoked_at: null,
      revoke_reason: null,
      replaced_by: null,
    });
  });
  if (signedIn !== null) await signIn(rig, signedIn);
  return {};
};

export const certificateStates = (rig: ProviderRig): StateHandlers => ({
  "certificates: the student holds CP-2026-PACT2345": withCertificate(rig, null),
  "certificates: the student holds CP-2026-PACT2345 and is signed in": withCertificate(rig, "student@demo.ru"),
  "certificates: the student holds CP-2026-PACT2345 and the owner is signed in": withCertificate(rig, "owner@demo.ru"),
});
