import type { QueryClient } from "@tanstack/react-query";
import { myCourseQueryKey } from "./my-course-query";
import { refreshAfterWrite } from "./refresh-after-write";

/**
 * After the user got into a course (enrolled, bought, joined by link, accepted an invitation), the
 * cached lists that say what he studies are stale: drop them, so /myCourses and the course show it.
 */
export const afterEnrolment = async (client: QueryClient, courseId: number): Promise<void> => {
  await Promise.all([
    refreshAfterWrite(client, ["my-courses"]),
    refreshAfterWrite(client, myCourseQueryKey(String(courseId))),
    refreshAfterWrite(client, ["landing", courseId]),
  ]);
};

/** The course's page in the cabinet, with the welcome modal (SPEC §2) when the user has just registered. */
export const studentCoursePath = (courseId: number, welcome: boolean): string =>
  `/myCourses/${courseId}${welcome ? "?showWelcomeModal=true" : ""}`;
