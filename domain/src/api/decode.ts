import * as Schema from "effect/Schema";
import * as SchemaIssue from "effect/SchemaIssue";
import * as Result from "effect/Result";
import { FAIL, fastDecoderOf } from "../log/fast-decode";

export type DecodeProblem = { readonly path: string; readonly message: string };

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

const pathText = (path: ReadonlyArray<unknown> | undefined): string =>
  (path ?? [])
    .map((segment) => (typeof segment === "object" && segment !== null && "key" in segment ? segment.key : segment))
    .map(String)
    .join(".");

/**
 * Decodes unknown input, answering the value or every problem with the path where it is. Valid input
 * takes the fast path where the schema allows it (`log/fast-decode.ts`: the same output, several
 * times faster: a large course arrives as megabytes of JSON); anything it doubts goes to the Schema.
 */
export const decodeWith = <S extends Schema.Decoder<unknown>>(schema: S) => {
  const fast = fastDecoderOf(schema);
  return (input: unknown): Result.Result<S["Type"], ReadonlyArray<DecodeProblem>> => {
    if (fast !== undefined) {
      const value = fast(input);
      // The fast path answers exactly what the Schema would for input it accepts.
      if (value !== FAIL) return Result.succeed(value as S["Type"]);
    }
    const result = Schema.decodeUnknownResult(schema, { errors: "all" })(input);
    if (Result.isSuccess(result)) return Result.succeed(result.success);
    const formatted = formatter(result.failure.issue);
    return Result.fail(formatted.issues.map((issue) => ({ path: pathText(issue.path), message: issue.message })));
  };
};

/** The problems as one readable line, for logs and CLI errors. */
export const describeProblems = (problems: ReadonlyArray<DecodeProblem>): string =>
  problems.map((p) => (p.path === "" ? p.message : `${p.path}: ${p.message}`)).join("; ");
