import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import type { PageMeta } from "@app/domain/api/paging";

/** The next page number, while the pages loaded so far hold fewer items than `total`. */
export const nextPage = (meta: PageMeta): number | undefined =>
  meta.page * meta.per_page < meta.total ? meta.page + 1 : undefined;

/**
 * A list the server pages ('Показать ещё' asks for the next page). Other people post, review and
 * progress, so it is fetched again on every visit rather than trusted for SPEC §9's 24 hours.
 */
export const usePaged = <P extends { readonly meta: PageMeta }>(
  queryKey: QueryKey,
  load: (page: number) => Promise<P>,
) =>
  useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: P) => nextPage(last.meta),
    staleTime: 0,
    refetchOnMount: "always",
  });
