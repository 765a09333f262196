import { createRequire } from "node:module";
import createDOMPurify from "dompurify";
import { richTextSanitizeConfig } from "@app/domain/course/rich-text";

type Clean = (html: string) => string;
let clean: Clean | undefined;

/**
 * DOMPurify on a jsdom window, made with the first rich text the server sees: jsdom takes a second
 * or more to load, which a server that never gets one (and every test that starts one) should not pay.
 */
const load = (): Clean => {
  const { JSDOM } = createRequire(import.meta.url)("jsdom") as typeof import("jsdom");
  const purify = createDOMPurify(new JSDOM("").window);
  const config = richTextSanitizeConfig();
  return (html) => purify.sanitize(html, config);
};

/**
 * A rich text as the server stores it (issue #20): the page's sanitizer (DOMPurify with the
 * domain's settings, as web/src/lib/blocks/sanitize-html.ts) run before it is written, so what the
 * API hands out holds only the editor's subset: no script, handler, style, frame or foreign link.
 */
export const sanitizeRichText = (html: string): string => {
  clean ??= load();
  return clean(html);
};

/**
 * Loads the sanitizer now. The server calls it before it starts listening: loading jsdom
 * blocks the process for half a second or more (1–2 s on a busy machine), and paid at the first
 * rich text a save brings, that pause would hold every request in flight at that moment.
 */
export const prepareRichTextSanitizer = (): void => {
  clean ??= load();
};
