import {
  ClassmatesPage,
  CourseReviewResponse,
  CourseReviewsPage,
  DeletedResponse,
  DiscussionPage,
  DiscussionPostResponse,
  RatingResponse,
  type CourseReviewRequest,
} from "@app/domain/api/social";
import type { HttpClient } from "./http-client";
import type { Paging } from "./review-api";

const course = (courseId: number) => `courses/${courseId}`;
const pageQuery = (paging: Paging) => ({ page: paging.page ?? 1, per_page: paging.perPage ?? 12 });

/** The student course view's social tabs: Обсуждение, Однокурсники, Рейтинг, Отзывы (docs/api.md). */
export const socialApi = (client: HttpClient) => ({
  discussion: (courseId: number, paging: Paging = {}) =>
    client.request(`${course(courseId)}/discussion`, { query: pageQuery(paging), schema: DiscussionPage }),
  /** A post, or with `replyTo` a reply in that post's thread (issue #30). */
  post: (courseId: number, text: string, replyTo?: number) =>
    client
      .request(`${course(courseId)}/discussion`, {
        method: "POST",
        body: replyTo === undefined ? { text } : { text, reply_to: replyTo },
        schema: DiscussionPostResponse,
      })
      .then((answer) => answer.data),
  deletePost: (courseId: number, postId: number) =>
    client
      .request(`${course(courseId)}/discussion/${postId}`, { method: "DELETE", schema: DeletedResponse })
      .then((answer) => answer.data),
  classmates: (courseId: number, paging: Paging = {}) =>
    client.request(`${course(courseId)}/classmates`, { query: pageQuery(paging), schema: ClassmatesPage }),
  rating: (courseId: number) =>
    client.request(`${course(courseId)}/rating`, { schema: RatingResponse }).then((answer) => answer.data),
  reviews: (courseId: number, paging: Paging = {}) =>
    client.request(`${course(courseId)}/reviews`, { query: pageQuery(paging), schema: CourseReviewsPage }),
  writeReview: (courseId: number, review: CourseReviewRequest) =>
    client
      .request(`${course(courseId)}/reviews`, { method: "POST", body: review, schema: CourseReviewResponse })
      .then((answer) => answer.data),
  /** The author's edit of his review, in place (issue #30). */
  editReview: (courseId: number, reviewId: number, review: CourseReviewRequest) =>
    client
      .request(`${course(courseId)}/reviews/${reviewId}`, { method: "PUT", body: review, schema: CourseReviewResponse })
      .then((answer) => answer.data),
  /** The course staff's answer under a review; a new one replaces it (issue #30). */
  answerReview: (courseId: number, reviewId: number, text: string) =>
    client
      .request(`${course(courseId)}/reviews/${reviewId}/answer`, {
        method: "PUT",
        body: { text },
        schema: CourseReviewResponse,
      })
      .then((answer) => answer.data),
  deleteReview: (courseId: number, reviewId: number) =>
    client
      .request(`${course(courseId)}/reviews/${reviewId}`, { method: "DELETE", schema: DeletedResponse })
      .then((answer) => answer.data),
});
