import type { TFunction } from "i18next";

/** A list of records of texts from the resources (returnObjects); malformed items are dropped. */
export const listOf = <K extends string>(
  t: TFunction,
  key: string,
  fields: ReadonlyArray<K>,
): Array<Record<K, string>> => {
  const value: unknown = t(key, { returnObjects: true });
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Record<K, string> =>
      typeof item === "object" &&
      item !== null &&
      fields.every((field) => typeof (item as Record<string, unknown>)[field] === "string"),
  );
};
