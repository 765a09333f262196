import { useQuery } from "@tanstack/react-query";
import { apiClient } from "./client";
import { passageApi } from "./passage-api";

/** The one cache key of a student's course view: the course screen's tabs and the lessons share it. */
export const myCourseQueryKey = (courseID: string) => ["my-course", courseID] as const;

/**
 * GET /api/my-courses/{id}. Passage changes it (progress, statuses), so it is fresh on every mount:
 * SPEC §9's 24-hour staleness suits reference data, not a student's own progress.
 */
export const useMyCourse = (courseID: string) =>
  useQuery({
    queryKey: myCourseQueryKey(courseID),
    queryFn: () => passageApi(apiClient).course(Number(courseID)),
    enabled: /^\d+$/.test(courseID),
    staleTime: 0,
    refetchOnMount: "always",
  });
