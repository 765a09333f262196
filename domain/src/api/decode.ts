import * as Schema from "effect/Schema";
import * as SchemaIssue from "effect/SchemaIssue";
import * as Result from "effect/Result";

export type DecodeProblem = { readonly path: string; readonly message: string };

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

const pathText = (path: ReadonlyArray<unknown> | undefined): string =>
  (path ?? [])
    .map((segment) => (typeof segment === "object" && segment !== null && "key" in segment ? segment.key : segment))
    .map(String)
    .join(".");

/**
 * Decodes unknown input, answering the value or every problem with the path where it is. Valid input
 * is decoded once, stopping at the first problem (the Schema's quicker mode; a large course arrives
 * as megabytes of JSON); only input that fails is decoded again to collect every problem.
 */
export const decodeWith = <S extends Schema.Decoder<unknown>>(schema: S) => {
  const decodeFirst = Schema.decodeUnknownResult(schema);
  const decodeAll = Schema.decodeUnknownResult(schema, { errors: "all" });
  return (input: unknown): Result.Result<S["Type"], ReadonlyArray<DecodeProblem>> => {
    const first = decodeFirst(input);
    if (Result.isSuccess(first)) return Result.succeed(first.success);
    const result = decodeAll(input);
    if (Result.isSuccess(result)) return Result.succeed(result.success);
    const formatted = formatter(result.failure.issue);
    return Result.fail(formatted.issues.map((issue) => ({ path: pathText(issue.path), message: issue.message })));
  };
};

/** The problems as one readable line, for logs and CLI errors. */
export const describeProblems = (problems: ReadonlyArray<DecodeProblem>): string =>
  problems.map((p) => (p.path === "" ? p.message : `${p.path}: ${p.message}`)).join("; ");
