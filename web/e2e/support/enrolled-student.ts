import { expect, type APIRequestContext } from "@playwright/test";
import { apiAs } from "./api";
import { lastMailTo, registerStudent, type RegisteredStudent } from "./accounts";

/**
 * Issue #15's browser tests each work as a student of their own, so they never touch the demo
 * student's progress other specs read: registered, then enrolled in course 1 "Основы Python"
 * (free, self-enrolment), and in course 4 or course 2 (read as one long page) by the owner's invitation when asked.
 */
export const enrolledStudent = async (
  request: APIRequestContext,
  prefix: string,
  options: { readonly courseFour?: boolean; readonly courseTwo?: boolean } = {},
): Promise<RegisteredStudent> => {
  const student = await registerStudent(request, prefix);
  expect((await student.api.post("/api/courses/1/enrolments")).status()).toBeLessThan(300);
  const invitedTo = [...(options.courseFour === true ? [4] : []), ...(options.courseTwo === true ? [2] : [])];
  for (const courseId of invitedTo) {
    const owner = apiAs(request, "owner@demo.ru");
    expect(
      (await owner.post(`/api/courses/${courseId}/invitations`, { emails: [student.email], role: "student" })).status(),
    ).toBe(201);
    const token = (await lastMailTo(request, student.email)).link?.split("/").pop() ?? "";
    expect((await student.api.post(`/api/invitations/${token}/accept`)).status()).toBe(200);
  }
  return student;
};

/**
 * Course 4's discussion on (every demo course has it off), as its author would: idempotent, and
 * safe against another worker doing the same at once (409: read again).
 */
export const openCourseFourDiscussion = async (request: APIRequestContext): Promise<void> => {
  const owner = apiAs(request, "owner@demo.ru");
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const content = (await (await owner.get("/api/courses/4/content")).json()) as {
      data: { version: number; course: { settings: { actions: Record<string, boolean> } } };
    };
    const { version, course } = content.data;
    if (course.settings.actions.commentsEnable === true && course.settings.actions.showClassmates === false) break;
    course.settings.actions = { ...course.settings.actions, commentsEnable: true, showClassmates: false };
    const saved = await owner.put("/api/courses/4/content", { version, course });
    if (saved.status() === 409) continue;
    expect(saved.status()).toBe(200);
    break;
  }
  expect((await owner.post("/api/courses/4/publish")).status()).toBe(200);
};

/** Course 1's lessons the issue #15 tests use: lesson 1 (free task «Привет, мир»), lesson 2 (test «Типы данных»). */
export const COURSE_ONE = { lessonOne: "/myCourses/1/lessons/1/1", lessonTwo: "/myCourses/1/lessons/1/2" } as const;
