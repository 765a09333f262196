import type { TFunction } from "i18next";

/** A list of texts from the resources (returnObjects); anything malformed is dropped. */
export const textList = (t: TFunction, key: string): string[] => {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
};

/** A list of records of texts from the resources; items missing a field are dropped. */
export const recordList = <K extends string>(
  t: TFunction,
  key: string,
  fields: ReadonlyArray<K>,
  options?: Record<string, unknown>,
): Array<Record<K, string>> => {
  const value: unknown = t(key, { ...options, returnObjects: true });
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Record<K, string> =>
      typeof item === "object" &&
      item !== null &&
      fields.every((field) => typeof (item as Record<string, unknown>)[field] === "string"),
  );
};
