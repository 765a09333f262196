import * as Schema from "effect/Schema";

/**
 * The minimal course record of the two course endpoints GUIDE §1 fixes. The full course
 * (about, structure, settings) is domain/src/course's; this is only what the server stores first.
 */
export const CourseStatus = Schema.Literals(["draft", "published"]);
export type CourseStatus = typeof CourseStatus.Type;

export const CourseRecord = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  school_id: Schema.Number,
  status: CourseStatus,
  version: Schema.Number,
  created_at: Schema.String,
});
export type CourseRecord = typeof CourseRecord.Type;

/** POST /api/courses request (GUIDE §1). */
export const CreateCourseRequest = Schema.Struct({ name: Schema.String });
export type CreateCourseRequest = typeof CreateCourseRequest.Type;

/** POST /api/courses 201 and GET /api/courses/{id} 200 body. */
export const CourseResponse = Schema.Struct({ data: CourseRecord });
export type CourseResponse = typeof CourseResponse.Type;
