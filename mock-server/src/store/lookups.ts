import type { CourseRecord } from "@app/domain/api/courses";
import type { CourseHistoryRecord } from "../course-history/history-record";
import type { DbData, SessionRecord, UserRecord } from "./db-schema";
import type { CourseContentRecord, EnrolmentRecord, SubmissionRecord } from "./platform-records";
import { keyIndex } from "./id-index";

/**
 * The lookups of the hot paths (issue #32), each a map lookup (id-index.ts): on `store.data`, or on
 * an update's draft, where they hand back the one record, proxied, without walking the collection.
 * Each takes the collection itself, so a draft's records come back as drafts.
 */
const byId = keyIndex<{ readonly id: number }, number>((record) => record.id);
const byStringId = keyIndex<{ readonly id: string }, string>((record) => record.id);
const byCourse = keyIndex<{ readonly course_id: number }, number>((record) => record.course_id);
const byEmail = keyIndex<{ readonly email: string }, string>((record) => record.email);
const byStudent = keyIndex<{ readonly course_id: number; readonly user_id: number }, string>(
  (record) => `${record.course_id}:${record.user_id}`,
);

type Rows<T> = ReadonlyArray<T>;

export const courseById = <T extends CourseRecord>(courses: Rows<T>, id: number): T | undefined =>
  byId.one(courses, id);

export const contentOfCourse = <T extends CourseContentRecord>(contents: Rows<T>, courseId: number): T | undefined =>
  byCourse.one(contents, courseId);

export const historyOfCourse = <T extends CourseHistoryRecord>(histories: Rows<T>, courseId: number): T | undefined =>
  byCourse.one(histories, courseId);

export const enrolmentsOfCourse = <T extends EnrolmentRecord>(enrolments: Rows<T>, courseId: number): T[] =>
  byCourse.all(enrolments, courseId);

export const enrolmentOf = <T extends EnrolmentRecord>(
  enrolments: Rows<T>,
  courseId: number,
  userId: number,
): T | undefined => byCourse.all(enrolments, courseId).find((e) => e.user_id === userId);

/**
 * Issue #34 part 7: one student's records of one course (his submissions, lesson progress,
 * enrolment), so that settling a decision costs his records, not the course's thousands of works.
 */
export const studentRecords = <T extends { readonly course_id: number; readonly user_id: number }>(
  rows: Rows<T>,
  courseId: number,
  userId: number,
): T[] => byStudent.all(rows, `${courseId}:${userId}`);

/** Issue #34 part 7: a decision finds its work without walking (and, in an update, proxying) every submission. */
export const submissionById = <T extends SubmissionRecord>(submissions: Rows<T>, id: number): T | undefined =>
  byId.one(submissions, id);

/** Issue #35: the mail sender settles one outbox job without walking (and proxying) every mail ever sent. */
export const mailJobById = <T extends DbData["mailJobs"][number]>(jobs: Rows<T>, id: number): T | undefined =>
  byId.one(jobs, id);

export const userById = <T extends UserRecord>(users: Rows<T>, id: number): T | undefined => byId.one(users, id);

export const userByEmail = <T extends UserRecord>(users: Rows<T>, email: string): T | undefined =>
  byEmail.one(users, email);

export const sessionById = <T extends SessionRecord>(sessions: Rows<T>, id: string): T | undefined =>
  byStringId.one(sessions, id);

export const schoolById = <T extends DbData["schools"][number]>(schools: Rows<T>, id: number): T | undefined =>
  byId.one(schools, id);

/** Position of a course in its collection (for a removal), or -1. */
export const coursePosition = (courses: Rows<CourseRecord>, id: number): number => byId.position(courses, id);

export const cardOfCourse = <T extends DbData["courseCards"][number]>(
  cards: Rows<T>,
  courseId: number,
): T | undefined => byCourse.one(cards, courseId);
