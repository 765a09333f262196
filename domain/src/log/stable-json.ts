/**
 * JSON with object keys sorted at every level, so the same value always gives the same bytes
 * (the replay CLI's output, and state comparison in tests).
 */
export const stableStringify = (value: unknown, indent = 2): string => JSON.stringify(sortKeys(value), null, indent);

const sortKeys = (value: unknown): unknown => {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(sortKeys);
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
  return sorted;
};

/** A log file's text: one envelope per line inside a JSON array, keys in a stable order. */
export const serializeLog = (entries: ReadonlyArray<unknown>): string =>
  entries.length === 0 ? "[]\n" : `[\n${entries.map((e) => JSON.stringify(sortKeys(e))).join(",\n")}\n]\n`;
