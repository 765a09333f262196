import fc from "fast-check";
import * as Arbitrary from "effect/Arbitrary";
import * as Effect from "effect/Effect";
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { ErrorBody } from "@app/domain/api/error-body";
import type { Answer, TestServer } from "../test-support/test-server";

/** Cases per endpoint (issue 4: at least 1,000). */
export const RUNS = 1_000;

/** Values that match the Schema, sampled with effect's own Schema-derived Arbitrary. */
export const schemaSamples = async <S extends Schema.Top>(
  schema: S,
  count = 200,
  seed = 42,
): Promise<ReadonlyArray<S["Type"]>> =>
  Effect.runPromise(Arbitrary.sampleEffect(Arbitrary.schema(schema), { count, seed }));

/** JSON-ish garbage: any JSON value, including objects with the right keys and wrong values. */
export const garbage = (keys: ReadonlyArray<string>): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.constantFrom(...keys, "__proto__", "constructor", ""), fc.jsonValue()),
    fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(fc.string(), fc.jsonValue(), fc.constant(null))]))),
  );

/** Valid-looking bodies from the Schema, garbage, and valid ones with one field swapped for garbage. */
export const bodies = (
  samples: ReadonlyArray<unknown>,
  keys: ReadonlyArray<string>,
  extra: ReadonlyArray<unknown> = [],
): fc.Arbitrary<unknown> => {
  const known = [...samples, ...extra];
  const mutated = fc
    .tuple(fc.constantFrom(...known), fc.constantFrom(...keys), fc.jsonValue())
    .map(([base, key, value]) => (typeof base === "object" && base !== null ? { ...base, [key]: value } : base));
  return fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 3 },
    { arbitrary: garbage(keys), weight: 3 },
    { arbitrary: mutated, weight: 3 },
  );
};

/** A raw body: usually JSON of a value, sometimes broken text. */
export const rawBody = (value: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: value.map((v) => JSON.stringify(v) ?? "null"), weight: 9 },
    { arbitrary: fc.string(), weight: 1 },
  );

/** Path parameters: numbers, UUID-likes, traversal attempts and any string. */
export const pathParam = (good: ReadonlyArray<string>): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...good, "..", "%2e%2e%2f", "..%2F..%2Fetc%2Fpasswd", "0", "-1", "1e3", "%00", "%ZZ"),
    fc.integer().map(String),
    fc.uuid(),
    fc.string().map(encodeURIComponent),
  );

const decodeError = Schema.decodeUnknownResult(ErrorBody);

/** The property every case must hold: 2xx, or 4xx with GUIDE §1's JSON error body. Never 5xx. */
export const wellBehaved = (answer: Answer): boolean => {
  if (answer.status >= 200 && answer.status < 300) return true;
  if (answer.status < 400 || answer.status >= 500) return false;
  return (
    (answer.headers.get("content-type") ?? "").startsWith("application/json") &&
    Result.isSuccess(decodeError(answer.body))
  );
};

export const describeAnswer = (answer: Answer): string => `${answer.status} ${answer.text.slice(0, 300)}`;

/**
 * A request that must be well behaved (`wellBehaved`): otherwise it throws with what was sent, the
 * answer and the server's last log line. `serverOf` is read at each call (the server starts in `beforeAll`).
 */
export const wellBehavedCall =
  (serverOf: () => Pick<TestServer, "inject" | "logs">) =>
  async (method: string, path: string, body: unknown, auth: string | undefined): Promise<void> => {
    const server = serverOf();
    const answer = await server.inject(method, path, body, auth);
    if (!wellBehaved(answer))
      throw new Error(
        `${method} ${path} ${String(body).slice(0, 300)} → ${describeAnswer(answer)} ${server.logs.at(-1) ?? ""}`,
      );
  };
