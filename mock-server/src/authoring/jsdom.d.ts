/**
 * The one part of jsdom the server's sanitizer uses (jsdom ships no types, and @types/jsdom would
 * bring the browser's DOM library into the server's typecheck): a document's window, which is what
 * DOMPurify takes.
 */
declare module "jsdom" {
  import type { WindowLike } from "dompurify";

  export class JSDOM {
    constructor(html?: string);
    readonly window: WindowLike;
  }
}
