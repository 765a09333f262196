import { REVIEW_COMMENT_MAX } from "@app/domain/api/review";
import { VALIDATION_MESSAGES, maxLengthMessage } from "@app/domain/validation/messages";

export type Decision = "accept" | "rework";

/** The server's rules for the reviewer's comment (docs/api.md): required to send back, at most 2000 characters once trimmed. */
export const commentError = (comment: string, decision: Decision): string | undefined => {
  const text = comment.trim();
  if (decision === "rework" && text === "") return VALIDATION_MESSAGES.required;
  if (text.length > REVIEW_COMMENT_MAX) return maxLengthMessage(REVIEW_COMMENT_MAX);
  return undefined;
};
