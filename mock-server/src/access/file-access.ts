import type { Principal } from "../http/authenticate";
import type { DbData, FileRecord } from "../store/db-schema";
import { canReview, isAdmin } from "./course-access";

/** A course's reviewers may read the files its students attached to their submitted work. */
const reviewsWorkWith = (db: DbData, principal: Principal, fileId: string): boolean =>
  db.submissions.some((submission) => {
    if (!submission.attempts.some((attempt) => attempt.files.some((file) => file.id === fileId))) return false;
    const course = db.courses.find((c) => c.id === submission.course_id);
    return course !== undefined && canReview(db, principal, course);
  });

/** Who may read a private file: its owner, an ADMIN, and the reviewers of work it is attached to. */
export const mayReadPrivateFile = (db: DbData, principal: Principal, record: FileRecord): boolean =>
  principal.user.id === record.owner_id || isAdmin(principal) || reviewsWorkWith(db, principal, record.id);
