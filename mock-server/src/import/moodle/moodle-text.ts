import { plainToRichText, richTextPlain } from "@app/domain/course/rich-text";
import { sanitizeRichText } from "../../authoring/sanitize-rich-text";

/** Moodle's text formats: 0 Moodle auto-format and 1 HTML carry markup; 2 plain and 4 Markdown do not. */
const hasMarkup = (format: string): boolean => format === "" || format === "0" || format === "1";

/** A Moodle text as a plain one (a question's text, an answer, a free task's text). */
export const plainText = (text: string, format: string): string =>
  hasMarkup(format) ? richTextPlain(text) : text.trim();

/**
 * A Moodle text as the course's rich text: its HTML through the one sanitizer rich text goes
 * through (issue #20), plain and Markdown text as paragraphs. "" when nothing readable is left.
 */
export const richText = (text: string, format: string): string => {
  const html = hasMarkup(format) ? sanitizeRichText(text) : plainToRichText(text);
  return richTextPlain(html) === "" ? "" : html;
};

/** Whether an HTML text shows pictures (which a rich text cannot hold). */
export const hasImages = (text: string): boolean => /<img\b/i.test(text);
