import type { StudentBlock } from "@app/domain/api/passage";
import type { BlockStatus, LessonStatus } from "@app/domain/course/structure";

const REVIEW_ORDER: ReadonlyArray<BlockStatus> = ["needsWork", "onReview", "accepted"];

/** A task's own status: its blocks done (none, some, all), and the review status that needs attention first. */
export const taskProgress = (
  blocks: ReadonlyArray<Pick<StudentBlock, "completed" | "status">>,
): { status: LessonStatus; review: BlockStatus } => {
  const done = blocks.filter((b) => b.completed).length;
  const status: LessonStatus =
    blocks.length > 0 && done === blocks.length ? "completed" : done > 0 ? "in_progress" : "not_started";
  const review = REVIEW_ORDER.find((s) => blocks.some((b) => b.status === s)) ?? "none";
  return { status, review };
};
