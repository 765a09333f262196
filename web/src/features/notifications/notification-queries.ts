import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MarkReadRequest } from "@app/domain/api/notifications";
import { apiClient } from "../../lib/api/client";
import { notificationsApi } from "../../lib/api/notifications-api";
import { NOTIFICATIONS_KEY, setUnread } from "./notification-live-state";

const api = notificationsApi(apiClient);
const PER_PAGE = 20;

/** The list, newest first, page by page ("Показать ещё"). */
export const useNotificationList = () =>
  useInfiniteQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ pageParam }) => api.list(pageParam, PER_PAGE),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.per_page < last.meta.total ? last.meta.page + 1 : undefined,
  });

/** Marks some (or all) read; the bell takes the server's count at once. */
export const useMarkRead = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadRequest) => api.markRead(body),
    onSuccess: (unread) => {
      setUnread(unread);
      return queries.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
};
