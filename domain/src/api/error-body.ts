import * as Schema from "effect/Schema";

/** GUIDE §1: every error answer. `errors` appears only with 422. */
export const ErrorBody = Schema.Struct({
  error: Schema.Struct({ message: Schema.String }),
  errors: Schema.optional(Schema.Struct({ validation: Schema.Record(Schema.String, Schema.Array(Schema.String)) })),
});
export type ErrorBody = typeof ErrorBody.Type;

export type ValidationErrors = Readonly<Record<string, ReadonlyArray<string>>>;

/** SPEC §8 generic extraction: the text under errors.validation if present, otherwise error.message. */
export const errorTexts = (body: ErrorBody): ReadonlyArray<string> => {
  const validation = body.errors?.validation;
  if (validation !== undefined) {
    const firsts = Object.values(validation)
      .map((messages) => messages[0])
      .filter((m): m is string => m !== undefined);
    if (firsts.length > 0) return firsts;
  }
  return [body.error.message];
};
