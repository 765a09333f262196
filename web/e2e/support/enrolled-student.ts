import { expect, type APIRequestContext } from "@playwright/test";
import { apiAs } from "./api";
import { lastMailTo, registerStudent, type RegisteredStudent } from "./accounts";
import { publishWithSettings } from "./published-course";

/**
 * A learner with nothing started: a student registered by the test, enrolled in course 1 "Основы
 * Python" (free, self-enrolment), and in course 4 or course 2 (read as one long page) by the owner's
 * invitation when asked. He is an `Account` too: `signIn(page, student)`, `openAs(student)`.
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
 * Course 4 "SQL для аналитиков" with its discussion on and its classmates hidden (the seed has the
 * opposite), published as its author would: a course where both settings are seen at work.
 */
export const openCourseFourDiscussion = (request: APIRequestContext): Promise<void> =>
  publishWithSettings(request, 4, { actions: { commentsEnable: true, showClassmates: false } });

/** Course 1's lessons a learner's tests use: lesson 1 (free task «Привет, мир»), lesson 2 (test «Типы данных»). */
export const COURSE_ONE = { lessonOne: "/myCourses/1/lessons/1/1", lessonTwo: "/myCourses/1/lessons/1/2" } as const;
