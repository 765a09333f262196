import { useInfiniteQuery } from "@tanstack/react-query";
import { authoringApi } from "../../lib/api/authoring-api";
import { apiClient } from "../../lib/api/client";

/** The cabinet's course list; mutations here (create, import, publish, delete) invalidate it. */
export const CREATED_COURSES_KEY = ["created-courses"] as const;

/** docs/api.md: the server's default page (12 cards); "Показать ещё" asks for the next one. */
export const CREATED_COURSES_PER_PAGE = 12;

/**
 * GET /api/created-courses, page after page. The list changes with every save in the constructor,
 * so it is fetched on every visit (SPEC §9's 24-hour staleness suits reference data).
 */
export const useCreatedCourses = () =>
  useInfiniteQuery({
    queryKey: CREATED_COURSES_KEY,
    queryFn: ({ pageParam }) => authoringApi(apiClient).createdCourses(pageParam, CREATED_COURSES_PER_PAGE),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.per_page < last.meta.total ? last.meta.page + 1 : undefined,
    staleTime: 0,
    refetchOnMount: "always",
  });
