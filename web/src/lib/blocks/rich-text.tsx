import { useMemo } from "react";
import { sanitizeHtml } from "./sanitize-html";
import "./rich-text.css";

/** A rich text (HTML subset, domain/course/rich-text) as the student sees it: always through the sanitizer. */
export const RichText = ({ html, className }: { readonly html: string; readonly className?: string }) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className === undefined ? "block-text rich-text" : `block-text rich-text ${className}`}
      // The only place user HTML enters the page: sanitized just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};
