import { readPaging, type PageMeta } from "@app/domain/api/paging";

/** One page of a list, from `?page=&per_page=` (GUIDE §1). A page past the end is empty. */
export const paginate = <T>(
  items: ReadonlyArray<T>,
  query: { page?: unknown; per_page?: unknown },
): { data: T[]; meta: PageMeta } => {
  const { page, perPage } = readPaging(query.page, query.per_page);
  const start = (page - 1) * perPage;
  return { data: items.slice(start, start + perPage), meta: { page, per_page: perPage, total: items.length } };
};
