import type { CourseRecord } from "@app/domain/api/courses";
import type { DbDraft } from "../store/store";
import type { DbData } from "../store/db-schema";
import { displayName } from "../people/person-view";
import { findTask } from "../review/course-tree";
import { publishedBody } from "../access/course-body";
import { findLesson } from "../passage/course-walk";
import { reviewersOf, schoolStaffOf } from "./course-people";
import { notify } from "./notify";

/**
 * The services' hooks (issue #35): each reads the names a fact needs and calls `notify`, inside the
 * caller's store update. One line in the service that causes it.
 */
type Submission = {
  readonly id: number;
  readonly course_id: number;
  readonly user_id: number;
  readonly lesson_id: string;
  readonly task_id: string;
};

const courseOf = (db: DbData, courseId: number) => ({
  id: courseId,
  name: db.courses.find((c) => c.id === courseId)?.name ?? "",
});
const taskName = (db: DbData, s: Submission): string => findTask(db, s.course_id, s.task_id)?.name ?? "";

/** A student sent work: its reviewers. */
export const notifyWorkSent = (db: DbDraft, nowMs: number, s: Submission): void =>
  notify(db, nowMs, {
    type: "workSent",
    submissionId: s.id,
    course: courseOf(db, s.course_id),
    task: taskName(db, s),
    student: { id: s.user_id, name: displayName(db, s.user_id) },
    reviewers: reviewersOf(db, s.course_id),
  });

/** Where the task is now in the published course (null when its lesson is gone). */
const taskPath = (db: DbData, s: Submission) => {
  const course = db.courses.find((c) => c.id === s.course_id);
  const body = course === undefined ? null : publishedBody(db, course);
  const ref = body === null ? undefined : findLesson(body, s.lesson_id);
  return ref === undefined ? null : { moduleID: ref.moduleID, lessonID: ref.lesson.lessonID, taskID: s.task_id };
};

/** A reviewer's verdict: the student. */
export const notifyDecision = (
  db: DbDraft,
  nowMs: number,
  s: Submission,
  verdict: { readonly decision: "accepted" | "needsWork"; readonly teacherId: number; readonly comment: string },
): void =>
  notify(db, nowMs, {
    type: "workDecided",
    ...verdict,
    course: courseOf(db, s.course_id),
    task: taskName(db, s),
    studentId: s.user_id,
    taskPath: taskPath(db, s),
  });

/** The student answered the rework comment: the teacher who wrote it. */
export const notifyStudentReply = (db: DbDraft, nowMs: number, s: Submission, teacherId: number, text: string): void =>
  notify(db, nowMs, {
    type: "studentReplied",
    submissionId: s.id,
    course: courseOf(db, s.course_id),
    task: taskName(db, s),
    student: { id: s.user_id, name: displayName(db, s.user_id) },
    teacherId,
    text,
  });

/** The course's staff answered a student (his review, or his post in the discussion): the student. */
export const notifyTeacherReply = (
  db: DbDraft,
  nowMs: number,
  reply: { courseId: number; teacherId: number; studentId: number; text: string; tab: "reviews" | "discussion" },
): void => {
  const staff = new Set([...reviewersOf(db, reply.courseId), ...schoolStaffOf(db, reply.courseId)]);
  const admin = db.users.find((u) => u.id === reply.teacherId)?.roles.some((r) => r.toUpperCase() === "ADMIN") === true;
  if (!staff.has(reply.teacherId) && !admin) return;
  notify(db, nowMs, {
    type: "teacherReplied",
    course: courseOf(db, reply.courseId),
    teacher: { id: reply.teacherId, name: displayName(db, reply.teacherId) },
    studentId: reply.studentId,
    text: reply.text,
    tab: reply.tab,
  });
};

/** An invitation to an address that has an account: its person, in the app. */
export const notifyInvited = (
  db: DbDraft,
  nowMs: number,
  course: CourseRecord,
  invite: { readonly email: string; readonly role: "student" | "teacher"; readonly link: string },
): void => {
  const user = db.users.find((u) => u.email === invite.email);
  if (user === undefined) return;
  notify(db, nowMs, {
    type: "invited",
    course: { id: course.id, name: course.name },
    userId: user.id,
    role: invite.role,
    link: invite.link,
  });
};

/** A new enrolment: the student when someone else enrolled him, the school's staff when he came himself. */
export const notifyEnrolled = (
  db: DbDraft,
  nowMs: number,
  e: {
    readonly course_id: number;
    readonly user_id: number;
    readonly source: "invitation" | "link" | "self" | "email" | "purchase" | "seed" | "import";
  },
): void =>
  notify(db, nowMs, {
    type: "enrolled",
    course: courseOf(db, e.course_id),
    student: { id: e.user_id, name: displayName(db, e.user_id) },
    source: e.source,
    staff: schoolStaffOf(db, e.course_id),
  });
