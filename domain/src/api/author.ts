import * as Schema from "effect/Schema";

/** POST /api/author (SPEC §3, §7): phone is international, without the leading plus. */
export const AuthorApplicationRequest = Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  phone: Schema.String,
});
export type AuthorApplicationRequest = typeof AuthorApplicationRequest.Type;

/** 201 body. */
export const AuthorApplicationResponse = Schema.Struct({ data: Schema.Struct({ id: Schema.Number }) });
export type AuthorApplicationResponse = typeof AuthorApplicationResponse.Type;
