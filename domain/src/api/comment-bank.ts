import * as Schema from "effect/Schema";

/**
 * Issue #34 part 3: the comment bank's wire schemas (docs/api.md "Comment bank"). A saved comment
 * is the teacher's own (`own`) or shared by his school (`school`); its text may hold placeholders
 * (review/placeholders.ts) that the page fills in when it inserts the comment.
 */

export const CommentScope = Schema.Literals(["own", "school"]);
export type CommentScope = typeof CommentScope.Type;

/** One saved comment; `can_edit` when the caller may change or delete it. */
export const BankComment = Schema.Struct({
  id: Schema.Number,
  scope: CommentScope,
  school_id: Schema.NullOr(Schema.Number),
  text: Schema.String,
  can_edit: Schema.Boolean,
  updated_at: Schema.String,
});
export type BankComment = typeof BankComment.Type;

/**
 * GET /api/review/comments: the caller's own comments, then his schools' shared ones, newest first
 * within each. Unpaged: the bank is bounded (review/comment-bank.ts limits) and the `/` list needs all of it.
 */
export const CommentBankResponse = Schema.Struct({
  data: Schema.Array(BankComment),
  /** Whether the caller may add school-shared comments (an owner or manager of a school). */
  meta: Schema.Struct({ can_share: Schema.Boolean }),
});
export type CommentBankResponse = typeof CommentBankResponse.Type;

/** POST /api/review/comments: `scope` defaults to `own`; `school_id` picks the school when the caller has several. */
export const NewBankCommentRequest = Schema.Struct({
  text: Schema.String,
  scope: Schema.optionalKey(CommentScope),
  school_id: Schema.optionalKey(Schema.Number),
});
export type NewBankCommentRequest = typeof NewBankCommentRequest.Type;

/** PUT /api/review/comments/{id}: the new text. */
export const BankCommentUpdateRequest = Schema.Struct({ text: Schema.String });
export type BankCommentUpdateRequest = typeof BankCommentUpdateRequest.Type;

/** POST (201) and PUT answers. */
export const BankCommentResponse = Schema.Struct({ data: BankComment });
export type BankCommentResponse = typeof BankCommentResponse.Type;

/** DELETE /api/review/comments/{id}: `{ "data": null }`. */
export const BankCommentDeleteResponse = Schema.Struct({ data: Schema.Null });
