import {
  AnswerDraftResponse,
  LessonProgressResponse,
  MyCoursesPage,
  StudentCourseResponse,
  SubmissionResponse,
  SubmissionsResponse,
  TestDraftResponse,
  TestResultResponse,
  type AnswerDraftRequest,
  type MyCoursesStatus,
  type SubmissionRequest,
  type TestAnswersRequest,
} from "@app/domain/api/passage";
import type { HttpClient } from "./http-client";

const base = (courseId: number) => `my-courses/${courseId}`;

/** The student's courses and passage (docs/api.md "The student's courses and passage"). */
export const passageApi = (client: HttpClient) => ({
  myCourses: (query: { readonly status?: MyCoursesStatus; readonly page?: number; readonly perPage?: number } = {}) =>
    client.request("my-courses", {
      query: { status: query.status, page: query.page ?? 1, per_page: query.perPage ?? 20 },
      schema: MyCoursesPage,
    }),
  course: (courseId: number) =>
    client.request(base(courseId), { schema: StudentCourseResponse }).then((answer) => answer.data),
  startLesson: (courseId: number, lessonId: string) =>
    client
      .request(`${base(courseId)}/lessons/${lessonId}/start`, { method: "POST", schema: LessonProgressResponse })
      .then((answer) => answer.data),
  completeBlock: (courseId: number, lessonId: string, blockId: string) =>
    client
      .request(`${base(courseId)}/lessons/${lessonId}/blocks/${blockId}/complete`, {
        method: "POST",
        schema: LessonProgressResponse,
      })
      .then((answer) => answer.data),
  answerTest: (courseId: number, blockId: string, body: TestAnswersRequest) =>
    client
      .request(`${base(courseId)}/tests/${blockId}/answers`, { method: "POST", body, schema: TestResultResponse })
      .then((answer) => answer.data),
  /** The ticks so far, per question (issue #15): kept on the server, not scored. */
  saveTestDraft: (courseId: number, blockId: string, body: TestAnswersRequest) =>
    client
      .request(`${base(courseId)}/tests/${blockId}/draft`, { method: "PUT", body, schema: TestDraftResponse })
      .then((answer) => answer.data),
  /** A free answer as typed (issue #30): the server keeps the newest of the student's devices' drafts. */
  saveAnswerDraft: (courseId: number, taskId: string, blockId: string, body: AnswerDraftRequest) =>
    client
      .request(`${base(courseId)}/tasks/${taskId}/blocks/${blockId}/draft`, {
        method: "PUT",
        body,
        schema: AnswerDraftResponse,
      })
      .then((answer) => answer.data),
  submitTask: (courseId: number, taskId: string, blockId: string, body: SubmissionRequest) =>
    client
      .request(`${base(courseId)}/tasks/${taskId}/blocks/${blockId}/submissions`, {
        method: "POST",
        body,
        schema: SubmissionResponse,
      })
      .then((answer) => answer.data),
  submissions: (courseId: number) =>
    client.request(`${base(courseId)}/submissions`, { schema: SubmissionsResponse }).then((answer) => answer.data),
});
