import * as Schema from "effect/Schema";
import { CommentScope } from "@app/domain/api/comment-bank";

/**
 * Issue #34 part 3: a saved comment. `own`: only `owner_id` sees it; `school`: every reviewer of
 * `school_id` sees it, its owner and managers change it.
 */
export const BankCommentRecord = Schema.Struct({
  id: Schema.Number,
  owner_id: Schema.Number,
  scope: CommentScope,
  school_id: Schema.NullOr(Schema.Number),
  text: Schema.String,
  created_at: Schema.String,
  updated_at: Schema.String,
});
export type BankCommentRecord = typeof BankCommentRecord.Type;
