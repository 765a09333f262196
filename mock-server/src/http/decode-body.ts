import type * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { decodeWith } from "@app/domain/api/decode";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { HttpError } from "./http-error";

/**
 * Decodes a request body with a Schema. A body that does not match answers 422, with
 * 'Обязательное поле' under each field whose value is missing or of the wrong type.
 */
export const decodeBody = <S extends Schema.Decoder<unknown>>(schema: S, body: unknown, message = ""): S["Type"] => {
  const result = decodeWith(schema)(body ?? {});
  if (Result.isSuccess(result)) return result.success;
  const fields = [...new Set(result.failure.map((p) => p.path.split(".")[0] || "body"))];
  throw new HttpError(422, message, Object.fromEntries(fields.map((f) => [f, [VALIDATION_MESSAGES.required]])));
};
