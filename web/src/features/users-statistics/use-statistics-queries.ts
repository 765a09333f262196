import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { UserStatisticsRow } from "@app/domain/api/statistics";
import { MAX_PER_PAGE } from "@app/domain/api/paging";
import { apiClient } from "../../lib/api/client";
import { statisticsApi } from "../../lib/api/statistics-api";

/** The charts read every row the caller may see, up to this many pages of 100. */
const MAX_PAGES = 10;
/** Statistics change as students learn: they are fresh for half a minute and refetched on a visit. */
const FRESH = { staleTime: 30_000, refetchOnMount: true } as const;

export type AllRows = {
  readonly rows: ReadonlyArray<UserStatisticsRow>;
  readonly total: number;
  readonly truncated: boolean;
};

/** Every users-statistics row of the caller (all courses), for the tiles and the charts. */
export const useAllStatisticsRows = () =>
  useQuery({
    queryKey: ["users-statistics", "all"],
    queryFn: async (): Promise<AllRows> => {
      const api = statisticsApi(apiClient);
      const rows: UserStatisticsRow[] = [];
      let total = 0;
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await api.users({ page, perPage: MAX_PER_PAGE });
        rows.push(...answer.data);
        total = answer.meta.total;
        if (answer.data.length === 0 || rows.length >= total) break;
      }
      return { rows, total, truncated: rows.length < total };
    },
    ...FRESH,
  });

/** One page of the table, filtered by course on the server. */
export const useStatisticsPage = (page: number, perPage: number, courseId: number | undefined) =>
  useQuery({
    queryKey: ["users-statistics", "page", courseId ?? "all", page, perPage],
    queryFn: () => statisticsApi(apiClient).users({ page, perPage, courseId }),
    placeholderData: keepPreviousData,
    ...FRESH,
  });

/** The course's own statistics (open to its staff and assigned teachers; 403 for others). */
export const useCourseStatistics = (courseId: number | undefined) =>
  useQuery({
    queryKey: ["course-statistics", courseId ?? 0],
    queryFn: () => statisticsApi(apiClient).course(courseId ?? 0),
    enabled: courseId !== undefined,
    ...FRESH,
  });
