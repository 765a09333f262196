import * as Schema from "effect/Schema";

/**
 * An issued certificate (issue #36). What it says is copied at issue (the student's name, the
 * course's and the school's, the document), so a later rename or rule change never alters it;
 * only staff's revocation does, visibly.
 */
export const CertificateRecord = Schema.Struct({
  number: Schema.String,
  user_id: Schema.Number,
  course_id: Schema.Number,
  student_name: Schema.String,
  course_name: Schema.String,
  school_name: Schema.String,
  document: Schema.String,
  honours: Schema.Boolean,
  score_percent: Schema.NullOr(Schema.Number),
  issued_at: Schema.String,
  revoked_at: Schema.NullOr(Schema.String),
  revoke_reason: Schema.NullOr(Schema.String),
  /** The number issued in its place by a reissue. */
  replaced_by: Schema.NullOr(Schema.String),
});
export type CertificateRecord = typeof CertificateRecord.Type;

/** A course's thresholds as its staff set them; a course without one uses the default rule. */
export const CertificateRuleRecord = Schema.Struct({
  course_id: Schema.Number,
  pass_percent: Schema.Number,
  honours_percent: Schema.Number,
});
export type CertificateRuleRecord = typeof CertificateRuleRecord.Type;
