import { useInfiniteQuery } from "@tanstack/react-query";
import type { MyCoursesStatus } from "@app/domain/api/passage";
import { apiClient } from "../../lib/api/client";
import { passageApi } from "../../lib/api/passage-api";

export const MY_COURSES_PER_PAGE = 12;

/**
 * GET /api/my-courses of one status, page by page ('Показать ещё'). Passage changes the lists, so
 * they are fetched again on every visit (SPEC §9's 24-hour staleness suits reference data only).
 */
export const useMyCourses = (status: MyCoursesStatus) =>
  useInfiniteQuery({
    queryKey: ["my-courses", "list", status],
    queryFn: ({ pageParam }) =>
      passageApi(apiClient).myCourses({ status, page: pageParam, perPage: MY_COURSES_PER_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.per_page < last.meta.total ? last.meta.page + 1 : undefined,
    staleTime: 0,
    refetchOnMount: "always",
  });
