import { marksOf, RUBRIC_MARK_MESSAGES, unknownCriteria, type RubricMark } from "@app/domain/review/rubric-marks";
import { HttpError } from "../http/http-error";
import type { DbData } from "../store/db-schema";
import type { SubmissionRecord } from "../store/platform-records";
import { findTask, freeTaskOf } from "./course-tree";

/**
 * Issue #34 part 4: the marks a decision keeps, when the work's free task has a rubric in the
 * published course (undefined otherwise). A ticked id the rubric lacks (a page older than a publish)
 * is refused with 422 `criteria`, so the teacher never decides on criteria the student will not see.
 */
export const rubricMarks = (
  db: DbData,
  submission: Pick<SubmissionRecord, "course_id" | "task_id" | "block_id">,
  ticked: ReadonlyArray<string>,
): RubricMark[] | undefined => {
  const rubric = freeTaskOf(findTask(db, submission.course_id, submission.task_id), submission.block_id)?.rubric ?? [];
  if (unknownCriteria(rubric, ticked).length > 0)
    throw new HttpError(422, "", { criteria: [RUBRIC_MARK_MESSAGES.unknownCriterion] });
  return rubric.length === 0 ? undefined : marksOf(rubric, ticked);
};
