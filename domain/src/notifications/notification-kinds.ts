import * as Schema from "effect/Schema";

/**
 * What a person can be told (issue #35). A teacher: work arrived in his queue, a student answered
 * his comment. A student: his work accepted or sent back, a teacher answered him, he was invited or
 * enrolled. Staff: a student bought or joined a course.
 */
export const NOTIFICATION_KINDS = [
  "work-arrived",
  "student-replied",
  "work-accepted",
  "work-sent-back",
  "teacher-replied",
  "invited",
  "enrolled",
  "student-joined",
  "certificate-issued",
  "deadline-soon",
] as const;

export const NotificationKind = Schema.Literals(NOTIFICATION_KINDS);
export type NotificationKind = typeof NotificationKind.Type;

/**
 * The words a notification is made of: the page and the mail put them into their own sentence per
 * kind. `comment` is the teacher's comment or the reply's text, `person` the one who acted.
 */
export const NotificationParts = Schema.Struct({
  course: Schema.String,
  task: Schema.optionalKey(Schema.String),
  person: Schema.optionalKey(Schema.String),
  comment: Schema.optionalKey(Schema.String),
  /**
   * `invited`: the role offered; `student-joined`: how he came (bought or joined); `certificate-issued`:
   * `honours` or none; `deadline-soon`: the due instant (ISO).
   */
  detail: Schema.optionalKey(Schema.String),
});
export type NotificationParts = typeof NotificationParts.Type;
