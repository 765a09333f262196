import * as Schema from "effect/Schema";
import { ProfileDetails } from "@app/domain/api/profile";
import { CourseRecord } from "@app/domain/api/courses";
import { OutboxMessage } from "@app/domain/api/outbox";
import { CategoryRecord, CourseCardRecord, SchoolProfileRecord } from "../catalogue/catalogue-records";
import {
  CourseContentRecord,
  CourseReviewRecord,
  DiscussionPostRecord,
  EnrolmentRecord,
  GroupRecord,
  InvitationRecord,
  LessonProgressRecord,
  OrderRecord,
  SubdivisionRecord,
  SubmissionRecord,
  TestAttemptRecord,
  TestDraftRecord,
  AnswerDraftRecord,
} from "./platform-records";
import { CourseHistoryRecord } from "../course-history/history-record";
import { BugReportRecord } from "../bug-reports/bug-report-record";
import { AuditRecord } from "../admin/audit-record";
import { BankCommentRecord } from "../review/comment-bank-record";
import { CertificateRecord, CertificateRuleRecord } from "../certificates/certificate-record";
import { MailJobRecord, MailPreferenceRecord, NotificationRecord } from "../notifications/notification-records";
import {
  CalendarTokenRecord,
  DeadlineExtensionRecord,
  DeadlinePlanRecord,
  DeadlineReminderRecord,
} from "../deadlines/deadline-records";
import { SessionRecord } from "./session-record";
import { STORE_VERSION } from "./migrations";

export { SessionRecord } from "./session-record";

/**
 * The records the mock server keeps in its lowdb file. Decoded on every start, after an older data
 * folder's migrations (./migrations.ts) brought it to STORE_VERSION.
 */
/** A password's scrypt hash; `cost` (scrypt's N) is absent on hashes made before it was stored: 1024 (auth/passwords.ts). */
export const PasswordHash = Schema.Struct({
  salt: Schema.String,
  hash: Schema.String,
  cost: Schema.optional(Schema.Number),
});

export const UserRecord = Schema.Struct({
  id: Schema.Number,
  email: Schema.String,
  password: PasswordHash,
  roles: Schema.Array(Schema.String),
  school_id: Schema.Array(Schema.Number),
  profile: ProfileDetails,
});
export type UserRecord = typeof UserRecord.Type;

export const SchoolRecord = Schema.Struct({ id: Schema.Number, name: Schema.String, owner_id: Schema.Number });
export type SchoolRecord = typeof SchoolRecord.Type;

/** An uploaded file. The bytes live in DATA_DIR/files/<stored_name>, never in this file. */
export const FileRecord = Schema.Struct({
  id: Schema.String,
  owner_id: Schema.Number,
  name: Schema.String,
  mime: Schema.String,
  size: Schema.Number,
  is_public: Schema.Boolean,
  stored_name: Schema.String,
  created_at: Schema.String,
});
export type FileRecord = typeof FileRecord.Type;

/** A password-reset token: only its SHA-256 is kept. Single use, expires. */
export const ResetTokenRecord = Schema.Struct({
  hash: Schema.String,
  userId: Schema.Number,
  expiresAt: Schema.Number,
  used: Schema.Boolean,
});
export type ResetTokenRecord = typeof ResetTokenRecord.Type;

export const AuthorApplicationRecord = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  created_at: Schema.String,
});
export type AuthorApplicationRecord = typeof AuthorApplicationRecord.Type;

export const DbData = Schema.Struct({
  schemaVersion: Schema.Literal(STORE_VERSION),
  users: Schema.Array(UserRecord),
  sessions: Schema.Array(SessionRecord),
  schools: Schema.Array(SchoolRecord),
  courses: Schema.Array(CourseRecord),
  categories: Schema.Array(CategoryRecord),
  courseCards: Schema.Array(CourseCardRecord),
  schoolProfiles: Schema.Array(SchoolProfileRecord),
  files: Schema.Array(FileRecord),
  resetTokens: Schema.Array(ResetTokenRecord),
  authorApplications: Schema.Array(AuthorApplicationRecord),
  outbox: Schema.Array(OutboxMessage),
  courseContents: Schema.Array(CourseContentRecord),
  enrolments: Schema.Array(EnrolmentRecord),
  orders: Schema.Array(OrderRecord),
  invitations: Schema.Array(InvitationRecord),
  lessonProgress: Schema.Array(LessonProgressRecord),
  testAttempts: Schema.Array(TestAttemptRecord),
  testDrafts: Schema.Array(TestDraftRecord),
  /** Free answers typed but not sent (issue #30; a data file written before has none: empty). */
  answerDrafts: Schema.Array(AnswerDraftRecord),
  submissions: Schema.Array(SubmissionRecord),
  discussionPosts: Schema.Array(DiscussionPostRecord),
  courseReviews: Schema.Array(CourseReviewRecord),
  groups: Schema.Array(GroupRecord),
  subdivisions: Schema.Array(SubdivisionRecord),
  /** Every course's saved versions (issue #22). */
  courseHistories: Schema.Array(CourseHistoryRecord),
  /** Logs sent with `Отправить отчёт` (issue #33; a data file written before has none: empty). */
  bugReports: Schema.Array(BugReportRecord),
  /** Administrators' changes and review decisions (issue #32 part 4; a data file written before has none: empty). */
  auditLog: Schema.Array(AuditRecord),
  /** The review desk's comment bank (issue #34; a data file written before has none: empty). */
  bankComments: Schema.Array(BankCommentRecord),
  /** Issue #35: notifications in the app, the durable mail outbox, e-mail choices (a data file written before has none: empty). */
  notifications: Schema.Array(NotificationRecord),
  mailJobs: Schema.Array(MailJobRecord),
  mailPreferences: Schema.Array(MailPreferenceRecord),
  /** Issued certificates and the courses' thresholds (issue #36; a data file written before has none: empty). */
  certificates: Schema.Array(CertificateRecord),
  certificateRules: Schema.Array(CertificateRuleRecord),
  /** Issue #37: deadline plans, extensions, reminders sent, calendar addresses (a data file written before has none: empty). */
  deadlinePlans: Schema.Array(DeadlinePlanRecord),
  deadlineExtensions: Schema.Array(DeadlineExtensionRecord),
  deadlineReminders: Schema.Array(DeadlineReminderRecord),
  calendarTokens: Schema.Array(CalendarTokenRecord),
  /** The last id handed out per collection (ids are never reused). */
  counters: Schema.Record(Schema.String, Schema.Number),
});
export type DbData = typeof DbData.Type;

export const emptyDb = (): DbData => ({
  schemaVersion: STORE_VERSION,
  users: [],
  sessions: [],
  schools: [],
  courses: [],
  categories: [],
  courseCards: [],
  schoolProfiles: [],
  files: [],
  resetTokens: [],
  authorApplications: [],
  outbox: [],
  courseContents: [],
  enrolments: [],
  orders: [],
  invitations: [],
  lessonProgress: [],
  testAttempts: [],
  testDrafts: [],
  answerDrafts: [],
  submissions: [],
  discussionPosts: [],
  courseReviews: [],
  groups: [],
  subdivisions: [],
  courseHistories: [],
  bugReports: [],
  auditLog: [],
  bankComments: [],
  notifications: [],
  mailJobs: [],
  mailPreferences: [],
  certificates: [],
  certificateRules: [],
  deadlinePlans: [],
  deadlineExtensions: [],
  deadlineReminders: [],
  calendarTokens: [],
  counters: {},
});
