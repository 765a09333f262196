import { CourseStatisticsResponse, UsersStatisticsResponse } from "@app/domain/api/statistics";
import type { HttpClient } from "./http-client";
import { requestBytes } from "./bytes-request";

/** Course statistics (SPEC §3 tables) and users statistics (SPEC §6 /usersStatistics). */
export const statisticsApi = (client: HttpClient) => ({
  course: (id: number) =>
    client.request(`courses/${id}/statistics`, { schema: CourseStatisticsResponse }).then((answer) => answer.data),
  /** Issue #38 part 5: the course's grades as a CSV file, dates in the zone `tz`. */
  courseCsv: (id: number, tz: string, fetchBytes?: typeof fetch) =>
    requestBytes(client, `courses/${id}/statistics/export.csv`, { tz }, fetchBytes),
  users: (query: { page: number; perPage: number; courseId?: number | undefined }) =>
    client.request("users-statistics", {
      schema: UsersStatisticsResponse,
      query: { page: query.page, per_page: query.perPage, course_id: query.courseId },
    }),
});
