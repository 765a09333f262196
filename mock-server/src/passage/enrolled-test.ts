import type { BlockContent } from "@app/domain/course/block-content";
import { AUTHORING_MESSAGES, PASSAGE_MESSAGES } from "@app/domain/validation/messages";
import type { Principal } from "../http/authenticate";
import { HttpError } from "../http/http-error";
import type { DbData } from "../store/db-schema";
import { findBlock, type BlockRef, type LessonRef } from "./course-walk";
import { enrolledCourse, type Passage } from "./enrolled-course";

export type EnrolledTest = Passage & {
  readonly found: LessonRef & BlockRef;
  readonly content: Extract<BlockContent, { _tag: "test" }>;
};

/** A test block of a course the user is enrolled in: as `enrolledCourse`, and 404 for a block that is not there or not a test. */
export const enrolledTest = (db: DbData, idParam: unknown, blockId: unknown, principal: Principal): EnrolledTest => {
  const passage = enrolledCourse(db, idParam, principal);
  const found = findBlock(passage.body, String(blockId));
  if (found === undefined) throw new HttpError(404, AUTHORING_MESSAGES.blockNotFound);
  const { content } = found.block;
  if (content._tag !== "test") throw new HttpError(404, PASSAGE_MESSAGES.notATest);
  return { ...passage, found, content };
};
