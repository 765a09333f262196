import * as Schema from "effect/Schema";

/** One entry of the education reference list; a profile's `education_id` points at one. */
export const EducationItem = Schema.Struct({ id: Schema.Number, name: Schema.String });
export type EducationItem = typeof EducationItem.Type;

/** GET /api/education body. */
export const EducationResponse = Schema.Struct({ data: Schema.Array(EducationItem) });
export type EducationResponse = typeof EducationResponse.Type;
