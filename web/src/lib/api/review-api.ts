import {
  ReviewCoursesResponse,
  ReviewLockResponse,
  ReviewQueueResponse,
  ReviewUnlockResponse,
  ReviewNodesResponse,
  SubmissionDetailResponse,
  SubmissionSummariesResponse,
} from "@app/domain/api/review";
import type { HttpClient } from "./http-client";
import { requestBytes } from "./bytes-request";

const course = (courseId: number) => `review/courses/${courseId}`;

export type Paging = { readonly page?: number; readonly perPage?: number };

/** The review queue's filters as the page's URL has them (the server validates them: 422 for a bad one). */
export type QueueFilters = {
  readonly status?: string;
  readonly course_id?: string;
  readonly group_id?: string;
  readonly task_id?: string;
  readonly older_than_days?: string;
  /** Issue #37: `1` only late works, `0` only works on time. */
  readonly late?: string;
};

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
  /** Issue #34: the works waiting for the caller across his courses, oldest first. */
  queue: (filters: QueueFilters, paging: Paging = {}) =>
    client.request("review/queue", {
      query: { ...filters, page: paging.page ?? 1, per_page: paging.perPage ?? 12 },
      schema: ReviewQueueResponse,
    }),
  /** Issue #38 part 5: every work under the queue's filters as a CSV file, dates in the zone `tz`. */
  queueCsv: (filters: QueueFilters, tz: string, fetchBytes?: typeof fetch) =>
    requestBytes(client, "review/export.csv", { ...filters, tz }, fetchBytes),
  /** Opening a work takes its review lock; the answer says who holds it. */
  lock: (id: number) =>
    client
      .request(`submissions/${id}/lock`, { method: "POST", body: {}, schema: ReviewLockResponse })
      .then((answer) => answer.data),
  /** Leaving a work frees the caller's lock. */
  unlock: (id: number) =>
    client.request(`submissions/${id}/lock`, { method: "DELETE", schema: ReviewUnlockResponse }).then(() => undefined),
  submission: (id: number) =>
    client.request(`submissions/${id}`, { schema: SubmissionDetailResponse }).then((answer) => answer.data),
  /** `criteria`: the ids of the rubric's ticked criteria (issue #34), sent only when the task has a rubric. */
  /** `files`: ids of the teacher's own uploads attached to the feedback (issue #34 part 6), sent only when there are some. */
  accept: (id: number, comment?: string, criteria?: ReadonlyArray<string>, files?: ReadonlyArray<string>) =>
    client
      .request(`submissions/${id}/accept`, {
        method: "POST",
        body: {
          ...(comment === undefined ? {} : { comment }),
          ...(criteria === undefined ? {} : { criteria }),
          ...(files === undefined || files.length === 0 ? {} : { files }),
        },
        schema: SubmissionDetailResponse,
      })
      .then((answer) => answer.data),
  rework: (id: number, comment: string, criteria?: ReadonlyArray<string>, files?: ReadonlyArray<string>) =>
    client
      .request(`submissions/${id}/rework`, {
        method: "POST",
        body: {
          comment,
          ...(criteria === undefined ? {} : { criteria }),
          ...(files === undefined || files.length === 0 ? {} : { files }),
        },
        schema: SubmissionDetailResponse,
      })
      .then((answer) => answer.data),
});
