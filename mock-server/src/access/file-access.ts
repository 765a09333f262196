import type { Principal } from "../http/authenticate";
import type { DbData, FileRecord } from "../store/db-schema";
import { canReview, isAdmin } from "./course-access";

/** Attached to a submission: to an attempt, or (issue #34 part 6) to a teacher's feedback on one. */
const attachedTo = (submission: DbData["submissions"][number], fileId: string): boolean =>
  submission.attempts.some(
    (attempt) =>
      attempt.files.some((file) => file.id === fileId) ||
      (attempt.feedback?.files ?? []).some((file) => file.id === fileId),
  );

/** A course's reviewers may read the files of its submitted work and feedback; its student those of his own. */
const readsWorkWith = (db: DbData, principal: Principal, fileId: string): boolean =>
  db.submissions.some((submission) => {
    if (!attachedTo(submission, fileId)) return false;
    if (submission.user_id === principal.user.id) return true;
    const course = db.courses.find((c) => c.id === submission.course_id);
    return course !== undefined && canReview(db, principal, course);
  });

/** Who may read a private file: its owner, an ADMIN, the reviewers and the student of work it is attached to. */
export const mayReadPrivateFile = (db: DbData, principal: Principal, record: FileRecord): boolean =>
  principal.user.id === record.owner_id || isAdmin(principal) || readsWorkWith(db, principal, record.id);
