import { SOCIAL_MESSAGES } from "@app/domain/validation/messages";
import { HttpError } from "../http/http-error";
import { nextId } from "../store/next-id";
import type { CourseReviewRecord, DiscussionPostRecord } from "../store/platform-records";
import type { Store } from "../store/store";
import { notifyTeacherReply } from "../notifications/notify-facts";

/** A post in the course's discussion. */
export const addDiscussionPost = (
  store: Store,
  post: Omit<DiscussionPostRecord, "id">,
): Promise<DiscussionPostRecord> =>
  store.update((db) => {
    const record: DiscussionPostRecord = { id: nextId(db, "discussionPosts"), ...post };
    db.discussionPosts.push(record);
    const thread = post.reply_to === undefined ? undefined : db.discussionPosts.find((p) => p.id === post.reply_to);
    if (thread !== undefined)
      notifyTeacherReply(db, Date.parse(post.created_at), {
        courseId: post.course_id,
        teacherId: post.user_id,
        studentId: thread.user_id,
        text: post.text,
        tab: "discussion",
      });
    return record;
  });

/** A post goes, and with a thread's first post its replies (issue #30). */
export const removeDiscussionPost = (store: Store, postId: number): Promise<void> =>
  store.update((draft) => {
    draft.discussionPosts = draft.discussionPosts.filter((p) => p.id !== postId && p.reply_to !== postId);
  });

/** A student's review of the course: one per student (409 for a second). */
export const addCourseReview = (store: Store, review: Omit<CourseReviewRecord, "id">): Promise<CourseReviewRecord> =>
  store.update((db) => {
    if (db.courseReviews.some((r) => r.course_id === review.course_id && r.user_id === review.user_id))
      throw new HttpError(409, SOCIAL_MESSAGES.reviewExists);
    const record: CourseReviewRecord = { id: nextId(db, "courseReviews"), ...review };
    db.courseReviews.push(record);
    return record;
  });

export const removeCourseReview = (store: Store, reviewId: number): Promise<void> =>
  store.update((draft) => {
    const index = draft.courseReviews.findIndex((r) => r.id === reviewId);
    if (index >= 0) draft.courseReviews.splice(index, 1);
  });

/** The author's edit of his review (issue #30): rating and text change, `edited_at` is now; its date stays. */
export const editCourseReview = (
  store: Store,
  reviewId: number,
  edit: { readonly rating: number; readonly text: string; readonly at: string },
): Promise<void> =>
  store.update((db) => {
    const record = db.courseReviews.find((r) => r.id === reviewId);
    if (record !== undefined) Object.assign(record, { rating: edit.rating, text: edit.text, edited_at: edit.at });
  });

/** The staff's answer under a review (issue #30): one per review, a new one replaces it. */
export const answerCourseReview = (
  store: Store,
  reviewId: number,
  answer: { readonly user_id: number; readonly text: string; readonly at: string },
): Promise<void> =>
  store.update((db) => {
    const record = db.courseReviews.find((r) => r.id === reviewId);
    if (record === undefined) return;
    record.answer = { ...answer };
    notifyTeacherReply(db, Date.parse(answer.at), {
      courseId: record.course_id,
      teacherId: answer.user_id,
      studentId: record.user_id,
      text: answer.text,
      tab: "reviews",
    });
  });
