import { HttpError } from "../http/http-error";
import type { DbDraft, Store } from "../store/store";
import { coursePosition } from "../store/lookups";

/** Every collection that holds rows of a course, by `course_id`: all go with the course. */
const removeRows = (db: DbDraft, courseId: number): void => {
  db.courseContents = db.courseContents.filter((r) => r.course_id !== courseId);
  db.courseCards = db.courseCards.filter((r) => r.course_id !== courseId);
  db.enrolments = db.enrolments.filter((r) => r.course_id !== courseId);
  db.invitations = db.invitations.filter((r) => r.course_id !== courseId);
  db.lessonProgress = db.lessonProgress.filter((r) => r.course_id !== courseId);
  db.testAttempts = db.testAttempts.filter((r) => r.course_id !== courseId);
  db.testDrafts = db.testDrafts.filter((r) => r.course_id !== courseId);
  db.answerDrafts = db.answerDrafts.filter((r) => r.course_id !== courseId);
  db.submissions = db.submissions.filter((r) => r.course_id !== courseId);
  db.discussionPosts = db.discussionPosts.filter((r) => r.course_id !== courseId);
  db.courseReviews = db.courseReviews.filter((r) => r.course_id !== courseId);
  db.courseHistories = db.courseHistories.filter((r) => r.course_id !== courseId);
};

/** Removes a course and everything of it (the cascade documented in docs/api.md, "Authoring"). */
export const deleteCourse = (store: Store, courseId: number): Promise<void> =>
  store.update((db) => {
    const index = coursePosition(db.courses, courseId);
    if (index < 0) throw new HttpError(404, "");
    db.courses.splice(index, 1);
    removeRows(db, courseId);
  });
