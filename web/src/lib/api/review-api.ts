import {
  ReviewCoursesResponse,
  ReviewNodesResponse,
  SubmissionDetailResponse,
  SubmissionSummariesResponse,
} from "@app/domain/api/review";
import type { HttpClient } from "./http-client";

const course = (courseId: number) => `review/courses/${courseId}`;

export type Paging = { readonly page?: number; readonly perPage?: number };

/**
 * Checking students' work (docs/api.md "Checking students' work"): the reviewer's courses, the
 * drill-down to a task, its submissions, one submission and the two decisions.
 */
export const reviewApi = (client: HttpClient) => ({
  courses: (paging: Paging = {}) =>
    client.request("review/courses", {
      query: { page: paging.page ?? 1, per_page: paging.perPage ?? 12 },
      schema: ReviewCoursesResponse,
    }),
  modules: (courseId: number) =>
    client.request(`${course(courseId)}/modules`, { schema: ReviewNodesResponse }).then((answer) => answer.data),
  lessons: (courseId: number, moduleId: string) =>
    client
      .request(`${course(courseId)}/modules/${moduleId}/lessons`, { schema: ReviewNodesResponse })
      .then((answer) => answer.data),
  tasks: (courseId: number, lessonId: string) =>
    client
      .request(`${course(courseId)}/lessons/${lessonId}/tasks`, { schema: ReviewNodesResponse })
      .then((answer) => answer.data),
  /** `status` comes from the page's URL as typed, so the server validates it (422 for an unknown one). */
  submissions: (courseId: number, taskId: string, query: Paging & { readonly status?: string } = {}) =>
    client.request(`${course(courseId)}/tasks/${taskId}/submissions`, {
      query: { status: query.status, page: query.page ?? 1, per_page: query.perPage ?? 12 },
      schema: SubmissionSummariesResponse,
    }),
  submission: (id: number) =>
    client.request(`submissions/${id}`, { schema: SubmissionDetailResponse }).then((answer) => answer.data),
  accept: (id: number, comment?: string) =>
    client
      .request(`submissions/${id}/accept`, {
        method: "POST",
        body: comment === undefined ? {} : { comment },
        schema: SubmissionDetailResponse,
      })
      .then((answer) => answer.data),
  rework: (id: number, comment: string) =>
    client
      .request(`submissions/${id}/rework`, { method: "POST", body: { comment }, schema: SubmissionDetailResponse })
      .then((answer) => answer.data),
});
