import { REVIEW_COMMENT_MAX } from "../api/review";
import { VALIDATION_MESSAGES, maxLengthMessage } from "../validation/messages";

/**
 * Issue #34 part 3: the comment bank's rules, one copy for the page and the server
 * (docs/decisions/review.md): the limits, the `/` trigger in a comment and which saved
 * comments it suggests.
 */

/** A saved comment is inserted into a work's comment, so it may be as long as one. */
export const BANK_TEXT_MAX = REVIEW_COMMENT_MAX;
/** How many comments one teacher may keep for himself. */
export const BANK_OWN_MAX = 200;
/** How many comments one school may share. */
export const BANK_SCHOOL_MAX = 500;
/** How many suggestions the `/` list shows at once. */
export const BANK_SUGGESTIONS_MAX = 8;
/** The longest `/word` that still opens the list (a longer one is plain text). */
const QUERY_MAX = 30;

export const BANK_MESSAGES = {
  ownFull: `Не более ${BANK_OWN_MAX} своих комментариев: удалите ненужные`,
  schoolFull: `Не более ${BANK_SCHOOL_MAX} комментариев школы: удалите ненужные`,
  notFound: "Комментарий не найден",
  noSchool: "Вы не состоите в школе",
} as const;

/** The error of a saved comment's text (trimmed), or undefined. */
export const bankTextError = (text: string): string | undefined => {
  const trimmed = text.trim();
  if (trimmed === "") return VALIDATION_MESSAGES.required;
  return trimmed.length > BANK_TEXT_MAX ? maxLengthMessage(BANK_TEXT_MAX) : undefined;
};

/** A `/word` being typed: where its `/` is and the letters after it. */
export type SlashQuery = { readonly start: number; readonly query: string };

/**
 * The `/word` that ends at the caret, or null: the `/` starts the text or follows a space or a line
 * break, and the letters after it (none yet, too) hold no space. So `1/2` or a URL never opens it.
 */
export const slashQuery = (text: string, caret: number): SlashQuery | null => {
  const before = text.slice(0, caret);
  const match = /(^|\s)\/([^\s/]*)$/u.exec(before);
  if (match === null) return null;
  const query = match[2] ?? "";
  if (query.length > QUERY_MAX) return null;
  return { start: caret - query.length - 1, query };
};

export type BankEntry = { readonly id: number; readonly scope: "own" | "school"; readonly text: string };

const fold = (text: string): string => text.toLowerCase().replaceAll("ё", "е");

/**
 * The saved comments a `/query` suggests: those with a word starting with the query (an empty
 * query: all), those whose text starts with it first, then the teacher's own before the school's,
 * then in the bank's order; at most BANK_SUGGESTIONS_MAX.
 */
export const suggestComments = <T extends BankEntry>(entries: ReadonlyArray<T>, query: string): ReadonlyArray<T> => {
  const q = fold(query);
  const rank = (entry: T): number => {
    const text = fold(entry.text);
    const scope = entry.scope === "own" ? 0 : 1;
    if (text.startsWith(q)) return scope;
    return text.split(/[\s.,;:!?«»()"'-]+/u).some((word) => word.startsWith(q)) ? 2 + scope : -1;
  };
  return entries
    .map((entry, index) => ({ entry, index, rank: rank(entry) }))
    .filter((row) => row.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, BANK_SUGGESTIONS_MAX)
    .map((row) => row.entry);
};

/** The comment with the `/word` replaced by the inserted text, and where the caret goes (after it). */
export const insertSuggestion = (
  text: string,
  slash: SlashQuery,
  inserted: string,
): { readonly text: string; readonly caret: number } => {
  const end = slash.start + 1 + slash.query.length;
  return { text: text.slice(0, slash.start) + inserted + text.slice(end), caret: slash.start + inserted.length };
};
