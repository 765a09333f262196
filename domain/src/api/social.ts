import * as Schema from "effect/Schema";
import { pageOf, PageMeta } from "./paging";
import { PersonView } from "./review";

/** Wire schemas of the student course view's social tabs: Обсуждение, Однокурсники, Рейтинг, Отзывы. */

export const DISCUSSION_TEXT_MAX = 2000;
export const REVIEW_TEXT_MAX = 2000;

/** Points of the rating (docs/api.md, "Review and social"). */
export const RATING_POINTS = { acceptedTask: 10, completedLesson: 5 } as const;

/** A reply in a thread of the discussion (issue #30): `reply_to` is the thread's first post. */
export const DiscussionReply = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  author: PersonView,
  text: Schema.String,
  created_at: Schema.String,
  reply_to: Schema.Number,
});
export type DiscussionReply = typeof DiscussionReply.Type;

/**
 * A post of the course discussion. A thread's first post has `reply_to` null and its replies, oldest
 * first (one level deep, issue #30); a reply (as POST answers it) has its thread's id and no replies.
 */
export const DiscussionPost = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  author: PersonView,
  text: Schema.String,
  created_at: Schema.String,
  reply_to: Schema.NullOr(Schema.Number),
  replies: Schema.Array(DiscussionReply),
});
export type DiscussionPost = typeof DiscussionPost.Type;
export const DiscussionPage = pageOf(DiscussionPost);
export type DiscussionPage = typeof DiscussionPage.Type;
export const DiscussionPostResponse = Schema.Struct({ data: DiscussionPost });
export type DiscussionPostResponse = typeof DiscussionPostResponse.Type;

/** POST /api/courses/{id}/discussion. `reply_to`: the post answered (a reply goes into its thread). */
export const DiscussionPostRequest = Schema.Struct({
  text: Schema.String,
  reply_to: Schema.optionalKey(Schema.Number),
});
export type DiscussionPostRequest = typeof DiscussionPostRequest.Type;

/** DELETE answers the id that is gone. */
export const DeletedResponse = Schema.Struct({ data: Schema.Struct({ id: Schema.Number }) });
export type DeletedResponse = typeof DeletedResponse.Type;

/** Lessons completed out of the published course's lessons; percent is rounded down. */
export const Progress = Schema.Struct({
  completed_lessons: Schema.Number,
  total_lessons: Schema.Number,
  percent: Schema.Number,
});
export type Progress = typeof Progress.Type;

export const Classmate = Schema.Struct({ student: PersonView, progress: Progress });
export type Classmate = typeof Classmate.Type;
export const ClassmatesPage = pageOf(Classmate);
export type ClassmatesPage = typeof ClassmatesPage.Type;

/** One line of the rating; students with equal points share a place. */
export const RatingEntry = Schema.Struct({
  place: Schema.Number,
  student: PersonView,
  points: Schema.Number,
  test_points: Schema.Number,
  accepted_tasks: Schema.Number,
  completed_lessons: Schema.Number,
});
export type RatingEntry = typeof RatingEntry.Type;
export const RatingResponse = Schema.Struct({
  data: Schema.Struct({ entries: Schema.Array(RatingEntry), me: Schema.NullOr(RatingEntry) }),
});
export type RatingResponse = typeof RatingResponse.Type;

/** The course staff's answer under a review (issue #30): one per review, a new one replaces it. */
export const ReviewAnswer = Schema.Struct({ author: PersonView, text: Schema.String, at: Schema.String });
export type ReviewAnswer = typeof ReviewAnswer.Type;

/** A student's review of a course; `edited_at`: when its author last changed it (null: never, issue #30). */
export const CourseReview = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  author: PersonView,
  rating: Schema.Number,
  text: Schema.String,
  created_at: Schema.String,
  edited_at: Schema.NullOr(Schema.String),
  answer: Schema.NullOr(ReviewAnswer),
});
export type CourseReview = typeof CourseReview.Type;

/** GET /api/courses/{id}/reviews: a page, plus the average (one decimal, null without reviews) and count of all. */
export const ReviewsSummary = Schema.Struct({ average_rating: Schema.NullOr(Schema.Number), count: Schema.Number });
export const CourseReviewsPage = Schema.Struct({
  data: Schema.Array(CourseReview),
  meta: PageMeta,
  summary: ReviewsSummary,
});
export type CourseReviewsPage = typeof CourseReviewsPage.Type;
export const CourseReviewResponse = Schema.Struct({ data: CourseReview });
export type CourseReviewResponse = typeof CourseReviewResponse.Type;

/** POST /api/courses/{id}/reviews (and PUT …/reviews/{reviewId}, an edit). `rating` is checked to be a whole 1..5 after decoding. */
export const CourseReviewRequest = Schema.Struct({ rating: Schema.Number, text: Schema.String });
export type CourseReviewRequest = typeof CourseReviewRequest.Type;

/** PUT /api/courses/{id}/reviews/{reviewId}/answer (issue #30): the staff's answer, up to REVIEW_TEXT_MAX. */
export const ReviewAnswerRequest = Schema.Struct({ text: Schema.String });
export type ReviewAnswerRequest = typeof ReviewAnswerRequest.Type;
