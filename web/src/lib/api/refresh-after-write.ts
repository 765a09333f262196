import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Refetches what a write changed, from after the write. TanStack Query joins an invalidation to a
 * fetch already in flight when the query has no data yet (it cancels and restarts only a refetch of
 * data it has): a list still on its first load when the person saved something (a subdivision created
 * while the tab was opening) would take that older answer, without the new item, and keep it. So the
 * fetches in flight are cancelled first, and the refetch starts once the write has been answered.
 * `changed` narrows the queries under `queryKey` to those the write can have changed: the others keep
 * their data and their fetches in flight (the works fetched ahead on the review desk).
 */
export const refreshAfterWrite = async (
  client: QueryClient,
  queryKey: QueryKey,
  changed?: (query: Query) => boolean,
): Promise<void> => {
  const filters = changed === undefined ? { queryKey } : { queryKey, predicate: changed };
  await client.cancelQueries(filters);
  await client.invalidateQueries(filters);
};
