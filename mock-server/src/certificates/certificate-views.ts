import type { CertificateView, PublicCertificate } from "@app/domain/certificates/certificate-api";
import type { CertificateRecord } from "./certificate-record";

/** What anyone may read by the number: no ids, no reason of a revocation. */
export const publicView = (c: CertificateRecord): PublicCertificate => ({
  number: c.number,
  status: c.revoked_at === null ? "valid" : "revoked",
  student_name: c.student_name,
  course_name: c.course_name,
  school_name: c.school_name,
  document: c.document,
  honours: c.honours,
  issued_at: c.issued_at,
  revoked_at: c.revoked_at,
  replaced_by: c.replaced_by,
});

/** The student's own and his course's staff's view. */
export const fullView = (c: CertificateRecord): CertificateView => ({
  ...publicView(c),
  course_id: c.course_id,
  user_id: c.user_id,
  score_percent: c.score_percent,
  revoke_reason: c.revoke_reason,
});
