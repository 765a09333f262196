import { isRichTextLink, refusedLinks } from "@app/domain/course/rich-text";

/** An address without a scheme that reads as a host (`example.ru/page`): the editor's autolink makes it https. */
const BARE_HOST = /^[\p{L}\d][\p{L}\d-]*(?:\.[\p{L}\d-]+)+(?:[/?#:]|$)/u;

/**
 * Which links the editor keeps (Tiptap's `isAllowedUri`): the rich text's own rule, http, https and
 * mailto (domain/src/course/rich-text.ts), so the editor never holds a link the sanitizer would drop
 * later without a word; and a bare host, which the autolink checks before it adds https.
 */
export const editorKeepsLink = (url: string): boolean => isRichTextLink(url) || BARE_HOST.test(url.trim());

const MAX_SHOWN = 60;

/** The refused addresses of a text, as the note quotes them (long ones cut). */
export const removedLinksOf = (html: string): ReadonlyArray<string> =>
  refusedLinks(html).map((href) => (href.length > MAX_SHOWN ? `${href.slice(0, MAX_SHOWN)}…` : href));
