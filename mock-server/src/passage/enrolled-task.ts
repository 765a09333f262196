import { AUTHORING_MESSAGES, PASSAGE_MESSAGES } from "@app/domain/validation/messages";
import type { Principal } from "../http/authenticate";
import { HttpError } from "../http/http-error";
import type { DbData } from "../store/db-schema";
import { findBlock, type BlockRef, type LessonRef } from "./course-walk";
import { enrolledCourse, type Passage } from "./enrolled-course";

export type EnrolledTask = Passage & { readonly found: LessonRef & BlockRef; readonly taskID: string };

/**
 * A free-task block of a course the user is enrolled in, in the task the path names: as
 * `enrolledCourse`, and 404 for a block that is not there, not in that task, or not a free task.
 */
export const enrolledTask = (
  db: DbData,
  params: { readonly id: unknown; readonly taskId: unknown; readonly blockId: unknown },
  principal: Principal,
): EnrolledTask => {
  const passage = enrolledCourse(db, params.id, principal);
  const found = findBlock(passage.body, String(params.blockId));
  const taskID = found?.taskID;
  if (found === undefined || taskID == null || taskID !== String(params.taskId))
    throw new HttpError(404, AUTHORING_MESSAGES.blockNotFound);
  if (found.block.content._tag !== "freeTask") throw new HttpError(404, PASSAGE_MESSAGES.notAFreeTask);
  return { ...passage, found, taskID };
};
