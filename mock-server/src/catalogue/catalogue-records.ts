import * as Schema from "effect/Schema";

/** A course category of the catalogue. */
export const CategoryRecord = Schema.Struct({ id: Schema.Number, name: Schema.String });
export type CategoryRecord = typeof CategoryRecord.Type;

/**
 * The public card of a published course: what the catalogue shows. It is written when a course
 * is published, so unpublished edits never leak into the catalogue. Its lessons and students are
 * counted when it is read (catalogue-view.ts), never stored.
 */
export const CourseCardRecord = Schema.Struct({
  course_id: Schema.Number,
  name: Schema.String,
  summary: Schema.String,
  category_id: Schema.NullOr(Schema.Number),
  price: Schema.String,
  old_price: Schema.String,
  cover: Schema.NullOr(Schema.String),
  published_at: Schema.String,
});
export type CourseCardRecord = typeof CourseCardRecord.Type;

/** How a school presents itself publicly; a school without one shows defaults. */
export const SchoolProfileRecord = Schema.Struct({
  school_id: Schema.Number,
  kind: Schema.Literals(["school", "author"]),
  description: Schema.String,
  logo: Schema.NullOr(Schema.String),
});
export type SchoolProfileRecord = typeof SchoolProfileRecord.Type;
