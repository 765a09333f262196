import { DISCUSSION_TEXT_MAX, REVIEW_TEXT_MAX } from "../api/social";
import { REVIEW_COMMENT_MAX } from "../api/review";
import { maxLengthMessage } from "./messages";

/** The free-answer limit of a task submission (docs/api.md). */
export const FREE_ANSWER_MAX = 10_000;

/**
 * What a draft of a free answer may hold: more than the limit (a pasted text stays whole, so the
 * student can shorten it), but not without end (it is kept in the browser's storage).
 */
export const FREE_ANSWER_DRAFT_MAX = 5 * FREE_ANSWER_MAX;

/**
 * Every limited text field a student or a teacher types into (issue #15): the page shows
 * `N из M символов` under each and refuses to send over the limit; the server answers 422 with
 * the same message for anything over it.
 */
export const TEXT_LIMITS = {
  freeAnswer: FREE_ANSWER_MAX,
  discussion: DISCUSSION_TEXT_MAX,
  review: REVIEW_TEXT_MAX,
  comment: REVIEW_COMMENT_MAX,
} as const;
export type LimitedField = keyof typeof TEXT_LIMITS;

/**
 * What a free answer keeps of what was typed: the blank lines before it and the whitespace after
 * it go; the first line's indentation stays (code answers are common).
 */
export const normalizeAnswerText = (text: string): string => text.replace(/^(?:[ \t]*\r?\n)+/, "").trimEnd();

/** The limit's message when `length` (of the text as it will be sent) is over `max`. */
export const overLimitError = (length: number, max: number): string | undefined =>
  length > max ? maxLengthMessage(max) : undefined;
