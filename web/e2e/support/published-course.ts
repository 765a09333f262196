import { expect, type APIRequestContext } from "@playwright/test";
import { apiAs } from "./api";

type Body = { settings: { accesses: Record<string, unknown> } };

export type CourseTweaks = { readonly accesses?: Readonly<Record<string, unknown>> };

/**
 * A published demo course of the demo school, set up for one test: the owner changes its access
 * settings (through the course's content) and publishes it. Each course-entry test has a demo course
 * of its own (3, 6, 7, 13, 14: courses no other test uses), so the catalogue keeps its 17 courses
 * and no two tests share a course's seats or link.
 */
export const preparedCourse = async (
  request: APIRequestContext,
  courseId: number,
  tweaks: CourseTweaks = {},
): Promise<number> => {
  const owner = apiAs(request, "owner@demo.ru");
  if (tweaks.accesses !== undefined) {
    const content = (await (await owner.get(`/api/courses/${courseId}/content`)).json()) as {
      data: { version: number; course: Body };
    };
    const course = content.data.course;
    course.settings.accesses = { ...course.settings.accesses, ...tweaks.accesses };
    expect(
      (await owner.put(`/api/courses/${courseId}/content`, { version: content.data.version, course })).status(),
    ).toBe(200);
    expect((await owner.post(`/api/courses/${courseId}/publish`)).status()).toBe(200);
  }
  return courseId;
};
