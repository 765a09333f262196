/**
 * The conversations of a course's social tabs (issue #30): replies in the discussion, one level
 * deep as Stepik's comments, a review edited in place, and the course's staff answering a review.
 * Server and page both ask these rules; the server's answer is the one that counts.
 */

/** Who looks: his user id, and whether he runs the course (its staff or an assigned teacher). */
export type Viewer = { readonly userId: number; readonly staff: boolean };

/** A post of the discussion: a thread's first post (`reply_to` null) or a reply in a thread. */
export type PostRef = { readonly id: number; readonly authorId: number; readonly reply_to: number | null };

/**
 * The thread a reply to `target` goes into: the target's own thread when it is a reply itself (one
 * level deep: a reply to a reply goes under the same first post), else the target.
 */
export const replyThread = (target: Pick<PostRef, "id" | "reply_to">): number => target.reply_to ?? target.id;

/** Its author, or the course's staff, may delete a post; deleting a thread's first post deletes its replies. */
export const mayDeletePost = (viewer: Viewer, post: Pick<PostRef, "authorId">): boolean =>
  viewer.staff || viewer.userId === post.authorId;

/** Only its author edits a review (its date stays; the edit's date shows beside `изменён`). */
export const mayEditReview = (viewer: Viewer, review: { readonly authorId: number }): boolean =>
  viewer.userId === review.authorId;

/** The course's staff (its author's school, an assigned teacher) answer a review, once: a new answer replaces it. */
export const mayAnswerReview = (viewer: Viewer): boolean => viewer.staff;
