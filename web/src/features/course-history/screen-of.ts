export type Screen =
  { readonly kind: "list" } | { readonly kind: "unpublished" } | { readonly kind: "version"; readonly version: number };

/** What follows `/history` in the address: nothing (the list), `unpublished`, or a version number. */
export const screenOf = (path: string): Screen => {
  const parts = path.split("?")[0]?.split("/") ?? [];
  const at = parts.indexOf("history");
  const next = at < 0 ? undefined : parts[at + 1];
  if (next === "unpublished") return { kind: "unpublished" };
  if (next !== undefined && /^\d+$/.test(next)) return { kind: "version", version: Number(next) };
  return { kind: "list" };
};
