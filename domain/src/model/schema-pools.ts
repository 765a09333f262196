import * as Arbitrary from "effect/Arbitrary";
import * as Effect from "effect/Effect";
import type * as Schema from "effect/Schema";

/**
 * Values generated from a Schema by effect's Schema-derived Arbitrary, sampled once with a fixed seed.
 * Property tests index into these pools with fast-check (fast-check chooses and shrinks the index),
 * so every payload a property sees is a value of the Schema. Test code only.
 */
export const schemaPool = <S extends Schema.Constraint>(
  schema: S,
  count: number,
  seed: number,
): ReadonlyArray<S["Type"]> =>
  Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema), { count, seed, size: 8 }));
