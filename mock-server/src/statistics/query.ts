import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { decodeWith } from "@app/domain/api/decode";
import { PEOPLE_MESSAGES } from "@app/domain/validation/messages";
import { HttpError } from "../http/http-error";

/** A whole number in a query string (an id filter). */
export const QueryId = Schema.String.check(Schema.isPattern(/^\d{1,9}$/));
/** A free-text query value: one string, not a list. */
export const QUERY_TEXT_MAX = 256;
export const QueryText = Schema.String.check(Schema.isMaxLength(QUERY_TEXT_MAX));

/**
 * Decodes the query parameters a route reads (page and per_page are read by readPaging).
 * A value of the wrong shape (or a repeated parameter) answers 422 naming the parameter, with its
 * message from `messages` or "Должно быть целым числом" (the id filters).
 */
export const decodeQuery = <S extends Schema.Decoder<unknown>>(
  schema: S,
  query: unknown,
  messages: Readonly<Record<string, string>> = {},
): S["Type"] => {
  const result = decodeWith(schema)(query ?? {});
  if (Result.isSuccess(result)) return result.success;
  const fields = [...new Set(result.failure.map((p) => p.path.split(".")[0] || "query"))];
  throw new HttpError(
    422,
    "",
    Object.fromEntries(fields.map((f) => [f, [messages[f] ?? PEOPLE_MESSAGES.notWholeNumber]])),
  );
};

export const idOf = (value: string | undefined): number | undefined =>
  value === undefined ? undefined : Number(value);

/** The named parameters of a query that are present (others are ignored). */
export const queryFields = (query: unknown, keys: ReadonlyArray<string>): Record<string, unknown> => {
  if (typeof query !== "object" || query === null) return {};
  return Object.fromEntries(
    keys.flatMap((key) => {
      const value: unknown = Reflect.get(query, key);
      return value === undefined ? [] : [[key, value]];
    }),
  );
};
