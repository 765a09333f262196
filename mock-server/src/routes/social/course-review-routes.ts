import { SOCIAL_MESSAGES } from "@app/domain/validation/messages";
import { mayAnswerReview, mayEditReview } from "@app/domain/social/conversation-rules";
import {
  CourseReviewRequest,
  REVIEW_TEXT_MAX,
  ReviewAnswerRequest,
  type CourseReviewResponse,
  type CourseReviewsPage,
  type DeletedResponse,
} from "@app/domain/api/social";
import { VALIDATION_MESSAGES, maxLengthMessage } from "@app/domain/validation/messages";
import type { AppContext } from "../../app-context";
import { allow, courseOr404, isCourseStaff, isEnrolled } from "../../access/course-access";
import { maybePrincipal, principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { HttpError, refuseInvalid } from "../../http/http-error";
import { courseReviewView, reviewsSummary } from "../../social/course-review-view";
import { paginate } from "../../http/paginate";
import { addCourseReview, answerCourseReview, editCourseReview, removeCourseReview } from "../../social/social-writes";
import { isCourseModerator } from "../../social/social-access";
import { requiredText } from "../../review/text-field";
import type { DbData } from "../../store/db-schema";
import type { CourseReviewRecord } from "../../store/platform-records";
import { routeTable, type ApiRoute } from "../../http/route-table";

const REVIEW_NOT_FOUND = "Отзыв не найден";

const reviewOr404 = (db: DbData, courseId: number, reviewId: unknown): CourseReviewRecord => {
  const review = db.courseReviews.find((r) => r.course_id === courseId && String(r.id) === String(reviewId));
  if (review === undefined) throw new HttpError(404, REVIEW_NOT_FOUND);
  return review;
};

/** 422 naming each bad field: a whole rating 1..5, a text that is not blank and not too long. */
const checkedReview = (body: CourseReviewRequest): { rating: number; text: string } => {
  const text = body.text.trim();
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(body.rating) || body.rating < 1 || body.rating > 5)
    errors.rating = [SOCIAL_MESSAGES.ratingRange];
  if (text === "") errors.text = [VALIDATION_MESSAGES.required];
  else if (text.length > REVIEW_TEXT_MAX) errors.text = [maxLengthMessage(REVIEW_TEXT_MAX)];
  refuseInvalid(errors);
  return { rating: body.rating, text };
};

/**
 * The Отзывы tab: anyone reads a published course's reviews; each enrolled student writes one and
 * edits it in place; the course's staff answer each (issue #30).
 */
export const courseReviewRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/courses/:id/reviews", ctx.optionalAuthenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    if (course.status !== "published") {
      const principal = maybePrincipal(res);
      if (principal === null) throw new HttpError(401, "");
      allow(isCourseStaff(principal, course));
    }
    const reviews = db.courseReviews.filter((r) => r.course_id === course.id);
    const sorted = [...reviews]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((r) => courseReviewView(db, r));
    const answer: CourseReviewsPage = { ...paginate(sorted, req.query), summary: reviewsSummary(reviews) };
    res.json(answer);
  });

  router.post("/courses/:id/reviews", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    const userId = principalOf(res).user.id;
    if (!isEnrolled(ctx.store.data, userId, course.id)) throw new HttpError(403, SOCIAL_MESSAGES.onlyStudents);
    const { rating, text } = checkedReview(decodeBody(CourseReviewRequest, req.body));
    const created_at = new Date(ctx.clock()).toISOString();
    const review = await addCourseReview(ctx.store, {
      course_id: course.id,
      user_id: userId,
      rating,
      text,
      created_at,
    });
    const answer: CourseReviewResponse = { data: courseReviewView(ctx.store.data, review) };
    res.status(201).json(answer);
  });

  // The author edits his review in place (issue #30): its date stays, `edited_at` says when.
  router.put("/courses/:id/reviews/:reviewId", ctx.authenticate, async (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    const principal = principalOf(res);
    const review = reviewOr404(db, course.id, req.params.reviewId);
    const viewer = { userId: principal.user.id, staff: isCourseModerator(db, principal, course) };
    allow(mayEditReview(viewer, { authorId: review.user_id }));
    const { rating, text } = checkedReview(decodeBody(CourseReviewRequest, req.body));
    await editCourseReview(ctx.store, review.id, { rating, text, at: new Date(ctx.clock()).toISOString() });
    const answer: CourseReviewResponse = {
      data: courseReviewView(ctx.store.data, reviewOr404(ctx.store.data, course.id, review.id)),
    };
    res.json(answer);
  });

  // The course's staff answer a review, once (a new answer replaces it; issue #30).
  router.put("/courses/:id/reviews/:reviewId/answer", ctx.authenticate, async (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    const principal = principalOf(res);
    const review = reviewOr404(db, course.id, req.params.reviewId);
    allow(mayAnswerReview({ userId: principal.user.id, staff: isCourseModerator(db, principal, course) }));
    const text = requiredText("text", decodeBody(ReviewAnswerRequest, req.body).text, REVIEW_TEXT_MAX);
    await answerCourseReview(ctx.store, review.id, {
      user_id: principal.user.id,
      text,
      at: new Date(ctx.clock()).toISOString(),
    });
    const answer: CourseReviewResponse = {
      data: courseReviewView(ctx.store.data, reviewOr404(ctx.store.data, course.id, review.id)),
    };
    res.json(answer);
  });

  router.delete("/courses/:id/reviews/:reviewId", ctx.authenticate, async (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    const principal = principalOf(res);
    const reviewId = String(req.params.reviewId);
    const review = db.courseReviews.find((r) => r.course_id === course.id && String(r.id) === reviewId);
    if (review === undefined) throw new HttpError(404, REVIEW_NOT_FOUND);
    allow(review.user_id === principal.user.id || isCourseStaff(principal, course));
    await removeCourseReview(ctx.store, review.id);
    const answer: DeletedResponse = { data: { id: review.id } };
    res.json(answer);
  });
  return router.routes;
};
