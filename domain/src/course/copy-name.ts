import { LIMITS } from "../constants";

/** What a copy's name ends with: a copied course, an imported course whose name is taken, a duplicated lesson or task. */
export const COPY_SUFFIX = " (копия)";

/**
 * The name of a copy: `Основы Python (копия)`. The original's name is cut (not the suffix) so the
 * result stays within the name limit.
 */
export const copyName = (name: string, max: number = LIMITS.name): string => {
  const base = name.trimEnd();
  if (base.trim() === "") return COPY_SUFFIX.trim();
  return `${base.slice(0, Math.max(0, max - COPY_SUFFIX.length)).trimEnd()}${COPY_SUFFIX}`;
};

/**
 * A name not yet in `taken` (compared trimmed and case-insensitively): the name itself when it is
 * free, else its copy name, else `… (копия 2)`, `… (копия 3)` and so on.
 */
export const freeCopyName = (name: string, taken: Iterable<string>, max: number = LIMITS.name): string => {
  const used = new Set([...taken].map((n) => n.trim().toLowerCase()));
  const free = (candidate: string) => !used.has(candidate.trim().toLowerCase());
  if (free(name)) return name;
  const first = copyName(name, max);
  if (free(first)) return first;
  for (let n = 2; ; n++) {
    const suffix = ` (копия ${n})`;
    const candidate = `${name
      .trimEnd()
      .slice(0, Math.max(0, max - suffix.length))
      .trimEnd()}${suffix}`;
    if (free(candidate)) return candidate;
  }
};
