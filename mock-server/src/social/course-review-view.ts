import type { CourseReview } from "@app/domain/api/social";
import type { DbData } from "../store/db-schema";
import type { CourseReviewRecord } from "../store/platform-records";
import { personView } from "../people/person-view";

export const courseReviewView = (db: DbData, r: CourseReviewRecord): CourseReview => ({
  id: r.id,
  course_id: r.course_id,
  author: personView(db, r.user_id),
  rating: r.rating,
  text: r.text,
  created_at: r.created_at,
  edited_at: r.edited_at ?? null,
  answer:
    r.answer === undefined ? null : { author: personView(db, r.answer.user_id), text: r.answer.text, at: r.answer.at },
});

/** The average of all of a course's ratings, to one decimal (null without reviews), and their count. */
export const reviewsSummary = (
  reviews: ReadonlyArray<CourseReviewRecord>,
): { average_rating: number | null; count: number } => ({
  average_rating:
    reviews.length === 0
      ? null
      : Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10,
  count: reviews.length,
});
