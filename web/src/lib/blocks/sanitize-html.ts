import DOMPurify from "dompurify";
import { richTextSanitizeConfig } from "@app/domain/course/rich-text";

/**
 * The one sanitizer of user HTML (issue #20): every rich text an author wrote (text blocks, long
 * descriptions) passes here before it is rendered. Only the stored subset survives (the domain's
 * tags, `href` of http, https or mailto); scripts, event handlers, styles, frames, SVG and forms
 * are dropped with their content. Links open in a new tab without the opener or the referrer.
 */
const purify = DOMPurify();

purify.addHook("afterSanitizeAttributes", (node) => {
  if (node.nodeName === "A" && node.hasAttribute("href")) {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer nofollow");
  }
});

/** The domain's settings: the server sanitizes a stored rich description with the same ones. */
const CONFIG = richTextSanitizeConfig();

/** The stored rich text as HTML that is safe to put into the page. */
export const sanitizeHtml = (html: string): string => purify.sanitize(html, CONFIG);
