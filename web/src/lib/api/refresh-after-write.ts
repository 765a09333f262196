import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Refetches what a write changed, from after the write. TanStack Query joins an invalidation to a
 * fetch already in flight when the query has no data yet (it cancels and restarts only a refetch of
 * data it has): a list still on its first load when the person saved something (a subdivision created
 * while the tab was opening) would take that older answer, without the new item, and keep it. So the
 * fetches in flight are cancelled first, and the refetch starts once the write has been answered.
 */
export const refreshAfterWrite = async (client: QueryClient, queryKey: QueryKey): Promise<void> => {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
};
