/** A test or free-task block of a dated item, as the student stands with it. */
export type WorkBlock =
  | { readonly kind: "test"; readonly answered: boolean }
  | { readonly kind: "freeTask"; readonly status: "none" | "onReview" | "needsWork" | "accepted" };

/** A test answered; a free task on review or accepted (one sent back for rework must be sent again). */
export const blockSent = (block: WorkBlock): boolean =>
  block.kind === "test" ? block.answered : block.status === "onReview" || block.status === "accepted";

/**
 * Issue #37, one rule for the server (`sent` of GET /api/my/deadlines, reminders) and the web (the
 * lesson's date alone once the work is in): the item's work is in when every test and free task of
 * it is sent; an item without either, when its lesson is completed.
 */
export const workSent = (blocks: ReadonlyArray<WorkBlock>, lessonCompleted: boolean): boolean =>
  blocks.length === 0 ? lessonCompleted : blocks.every(blockSent);
