import * as Schema from "effect/Schema";
import { ProfileDetails } from "./profile";
import { StudyStatus } from "../passage/study-status";
import { pageOf } from "./paging";

/** Students, groups and subdivisions of a school, and the catalogue's authors (docs/api.md). */

export const GroupRef = Schema.Struct({ id: Schema.Number, name: Schema.String });
export type GroupRef = typeof GroupRef.Type;

/** A student in the list of GET /api/students. */
export const StudentSummary = Schema.Struct({
  id: Schema.Number,
  email: Schema.String,
  name: Schema.NullOr(Schema.String),
  surname: Schema.NullOr(Schema.String),
  profile_picture: Schema.NullOr(Schema.String),
  /** Courses of the caller's scope the student is enrolled in. */
  courses_count: Schema.Number,
  groups: Schema.Array(GroupRef),
});
export type StudentSummary = typeof StudentSummary.Type;

/** GET /api/students?page=&per_page=&search=&group_id= */
export const StudentsResponse = pageOf(StudentSummary);
export type StudentsResponse = typeof StudentsResponse.Type;

export const StudentCourse = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  school_id: Schema.Number,
  enrolled_at: Schema.String,
  completed: Schema.Boolean,
  /** The student's status by the completion rule, in the one vocabulary (domain/passage/study-status). */
  status: StudyStatus,
  progress: Schema.Number,
  lessons_completed: Schema.Number,
  lessons_total: Schema.Number,
  last_activity: Schema.NullOr(Schema.String),
});
export type StudentCourse = typeof StudentCourse.Type;

/** GET /api/students/{userId} 200 body: `{ data: StudentDetails }`. */
export const StudentDetails = Schema.Struct({
  id: Schema.Number,
  email: Schema.String,
  profile: ProfileDetails,
  courses: Schema.Array(StudentCourse),
  groups: Schema.Array(GroupRef),
});
export type StudentDetails = typeof StudentDetails.Type;
export const StudentDetailsResponse = Schema.Struct({ data: StudentDetails });

/** A school's group of students. */
export const Group = Schema.Struct({
  id: Schema.Number,
  school_id: Schema.Number,
  name: Schema.String,
  student_ids: Schema.Array(Schema.Number),
  created_at: Schema.String,
  /** The cohort's first day `YYYY-MM-DD` (relative due dates count from it), null when none; absent in records from before. */
  start_date: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
export type Group = typeof Group.Type;
export const GroupResponse = Schema.Struct({ data: Group });
export const GroupsResponse = pageOf(Group);

/** POST /api/groups and PUT /api/groups/{id}. */
export const GroupRequest = Schema.Struct({
  name: Schema.String,
  student_ids: Schema.optionalKey(Schema.Array(Schema.Int)),
  /** `YYYY-MM-DD` sets the start, null clears it, absent keeps it. */
  start_date: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
export type GroupRequest = typeof GroupRequest.Type;

/** PUT /api/groups/{id}/students: the group's whole member list. */
export const GroupStudentsRequest = Schema.Struct({ student_ids: Schema.Array(Schema.Int) });
export type GroupStudentsRequest = typeof GroupStudentsRequest.Type;

/** A school's subdivision, holding groups of the same school. */
export const Subdivision = Schema.Struct({
  id: Schema.Number,
  school_id: Schema.Number,
  name: Schema.String,
  group_ids: Schema.Array(Schema.Number),
  created_at: Schema.String,
});
export type Subdivision = typeof Subdivision.Type;
export const SubdivisionResponse = Schema.Struct({ data: Subdivision });
export const SubdivisionsResponse = pageOf(Subdivision);

/** POST /api/subdivisions and PUT /api/subdivisions/{id}. */
export const SubdivisionRequest = Schema.Struct({
  name: Schema.String,
  group_ids: Schema.optionalKey(Schema.Array(Schema.Int)),
});
export type SubdivisionRequest = typeof SubdivisionRequest.Type;

/** DELETE /api/groups/{id} and /api/subdivisions/{id} 200 body. */
export const DeletedResponse = Schema.Struct({ data: Schema.Struct({ id: Schema.Number }) });

/** One of the public catalogue's authors: a teacher, or an independent author (a school of kind "author"). */
export const CatalogueAuthor = Schema.Struct({
  kind: Schema.Literals(["teacher", "author"]),
  /** The teacher's user id; null for an independent author. */
  user_id: Schema.NullOr(Schema.Number),
  /** The independent author's school id; null for a teacher. */
  school_id: Schema.NullOr(Schema.Number),
  name: Schema.String,
  avatar: Schema.NullOr(Schema.String),
  schools: Schema.Array(Schema.Struct({ id: Schema.Number, name: Schema.String })),
  courses_count: Schema.Number,
});
export type CatalogueAuthor = typeof CatalogueAuthor.Type;

/** GET /api/catalogue/authors?page=&per_page= */
export const CatalogueAuthorsResponse = pageOf(CatalogueAuthor);
export type CatalogueAuthorsResponse = typeof CatalogueAuthorsResponse.Type;
