import * as Schema from "effect/Schema";
import { pageOf } from "./paging";

/** A course category of the public catalogue. */
export const Category = Schema.Struct({ id: Schema.Number, name: Schema.String });
export type Category = typeof Category.Type;

export const SchoolRef = Schema.Struct({ id: Schema.Number, name: Schema.String });

/** A published course as the public catalogue shows it. Prices are strings, as in SPEC §3. */
export const CatalogueCourse = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  summary: Schema.String,
  category: Schema.NullOr(Category),
  price: Schema.String,
  old_price: Schema.String,
  cover: Schema.NullOr(Schema.String),
  school: SchoolRef,
  lessons_count: Schema.Number,
  students_count: Schema.Number,
});
export type CatalogueCourse = typeof CatalogueCourse.Type;

/** GET /api/catalogue/courses?page=&per_page=&category= */
export const CatalogueCoursesResponse = pageOf(CatalogueCourse);
export type CatalogueCoursesResponse = typeof CatalogueCoursesResponse.Type;

/** GET /api/catalogue/categories: the categories that have published courses. */
export const CategoriesResponse = Schema.Struct({ data: Schema.Array(Category) });

/** A school or an independent author (SPEC §2 "Школы и авторы"). */
export const SchoolKind = Schema.Literals(["school", "author"]);
export const SchoolCard = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  kind: SchoolKind,
  description: Schema.String,
  logo: Schema.NullOr(Schema.String),
  courses_count: Schema.Number,
});
export type SchoolCard = typeof SchoolCard.Type;

/** GET /api/schools?page=&per_page= */
export const SchoolsResponse = pageOf(SchoolCard);

/** GET /api/schools/{id}: the school with its published courses. */
export const SchoolPage = Schema.Struct({ school: SchoolCard, courses: Schema.Array(CatalogueCourse) });
export const SchoolPageResponse = Schema.Struct({ data: SchoolPage });
export type SchoolPage = typeof SchoolPage.Type;
