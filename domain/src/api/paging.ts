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
