import * as Schema from "effect/Schema";

/** GUIDE §1: lists page with ?page=&per_page= and answer `meta: { page, per_page, total }`. */
export const PageMeta = Schema.Struct({ page: Schema.Number, per_page: Schema.Number, total: Schema.Number });
export type PageMeta = typeof PageMeta.Type;

export const pageOf = <S extends Schema.Top>(item: S) => Schema.Struct({ data: Schema.Array(item), meta: PageMeta });

const DEFAULT_PER_PAGE = 12;
export const MAX_PER_PAGE = 100;

/** Reads page and per_page from a query, clamped to sane values (page ≥ 1, 1 ≤ per_page ≤ 100). */
export const readPaging = (page: unknown, perPage: unknown): { page: number; perPage: number } => {
  const whole = (value: unknown, fallback: number): number => {
    const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : fallback;
    return Number.isSafeInteger(n) ? n : fallback;
  };
  return {
    page: Math.max(1, whole(page, 1)),
    perPage: Math.min(MAX_PER_PAGE, Math.max(1, whole(perPage, DEFAULT_PER_PAGE))),
  };
};

/** One page of an offset-paged list, as every `{ data, meta }` answer of the API has it. */
type Page<T> = { readonly data: ReadonlyArray<T> };

/**
 * The items of an offset-paged list ("Показать ещё"), each once, where it was first shown.
 *
 * Pages are asked for by offset while other people change the list: a course saved by a colleague
 * moves to the top, so the next page starts one item earlier and repeats the last item already
 * shown. Without this a card appeared twice (and React saw two children with one key).
 */
export const itemsOfPages = <T>(
  pages: ReadonlyArray<Page<T>> | undefined,
  keyOf: (item: T) => string | number,
): T[] => {
  const seen = new Set<string | number>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.data) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
};
