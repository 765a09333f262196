import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../lib/api/client";
import { deadlinesApi } from "../../lib/api/deadlines-api";

const api = deadlinesApi(apiClient);

export const MY_DEADLINES_KEY = ["my-deadlines"] as const;
const CALENDAR_KEY = ["my-deadlines", "calendar"] as const;

/** What is due across his courses: read anew each time the page opens (dates move as work is sent). */
export const useMyDeadlines = () =>
  useQuery({ queryKey: MY_DEADLINES_KEY, queryFn: api.mine, staleTime: 0, refetchOnMount: "always" });

/** His private calendar address, asked for only when he opens it. */
export const useCalendarLink = (enabled: boolean) =>
  useQuery({ queryKey: CALENDAR_KEY, queryFn: api.calendar, enabled, staleTime: Infinity });

/** A new address; the old one stops working. */
export const useRenewCalendar = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.renewCalendar,
    onSuccess: (url) => client.setQueryData(CALENDAR_KEY, url),
  });
};
