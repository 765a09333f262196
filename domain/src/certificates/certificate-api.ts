import * as Schema from "effect/Schema";
import { CertificateRule } from "./certificate-rule";

/** Issue #36 API bodies (docs/api.md "Certificates"). */

export const CertificateStatus = Schema.Literals(["valid", "revoked"]);
export type CertificateStatus = typeof CertificateStatus.Type;

/** What anyone may read of a certificate by its number: `GET /api/certificates/{number}`. */
export const PublicCertificate = Schema.Struct({
  number: Schema.String,
  status: CertificateStatus,
  student_name: Schema.String,
  course_name: Schema.String,
  school_name: Schema.String,
  /** The course's completion document as it was named at issue (SPEC §3 `completionDoc`). */
  document: Schema.String,
  honours: Schema.Boolean,
  issued_at: Schema.String,
  revoked_at: Schema.NullOr(Schema.String),
  /** The number that replaced this one when staff reissued it. */
  replaced_by: Schema.NullOr(Schema.String),
});
export type PublicCertificate = typeof PublicCertificate.Type;
export const PublicCertificateResponse = Schema.Struct({ data: PublicCertificate });
export type PublicCertificateResponse = typeof PublicCertificateResponse.Type;

/** The student's own certificate (his profile, his course) and a row of a course's list for its staff. */
export const CertificateView = Schema.Struct({
  ...PublicCertificate.fields,
  course_id: Schema.Number,
  user_id: Schema.Number,
  score_percent: Schema.NullOr(Schema.Number),
  revoke_reason: Schema.NullOr(Schema.String),
});
export type CertificateView = typeof CertificateView.Type;
export const CertificateResponse = Schema.Struct({ data: CertificateView });
export type CertificateResponse = typeof CertificateResponse.Type;
export const CertificateListResponse = Schema.Struct({ data: Schema.Array(CertificateView) });
export type CertificateListResponse = typeof CertificateListResponse.Type;

export const CertificateGapView = Schema.Struct({
  lessons: Schema.Number,
  tasks_to_send: Schema.Number,
  tasks_on_review: Schema.Number,
  score_percent: Schema.NullOr(Schema.Number),
  score_short: Schema.Boolean,
});
export type CertificateGapView = typeof CertificateGapView.Type;

/**
 * The student's course and its document: `GET /api/my-courses/{id}/certificate`. `document` null:
 * the course gives none. `gap` null once earned (or issued).
 */
export const CourseCertificate = Schema.Struct({
  document: Schema.NullOr(Schema.String),
  rule: CertificateRule,
  gap: Schema.NullOr(CertificateGapView),
  certificate: Schema.NullOr(CertificateView),
});
export type CourseCertificate = typeof CourseCertificate.Type;
export const CourseCertificateResponse = Schema.Struct({ data: CourseCertificate });
export type CourseCertificateResponse = typeof CourseCertificateResponse.Type;

export const CertificateRuleResponse = Schema.Struct({ data: CertificateRule });
export type CertificateRuleResponse = typeof CertificateRuleResponse.Type;

/** Staff's revocation: `POST /api/certificates/{number}/revoke`. */
export const RevokeBody = Schema.Struct({ reason: Schema.String });
export type RevokeBody = typeof RevokeBody.Type;
export const REVOKE_MESSAGES = { reasonRequired: "Укажите причину", reasonTooLong: "Не должно превышать 500 символов" };
export const REVOKE_REASON_MAX = 500;
