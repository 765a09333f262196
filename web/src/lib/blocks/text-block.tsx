import type { RichTextFormat } from "@app/domain/course/rich-text";
import { RichText } from "./rich-text";

/**
 * A text as written: rich (`format: "html"`, sanitized), or plain, with paragraphs at blank lines
 * and line breaks and indentation kept as typed (CSS pre-wrap), never HTML.
 */
export const TextBlock = ({ text, format }: { readonly text: string; readonly format?: RichTextFormat | undefined }) =>
  format === "html" ? (
    <RichText html={text} />
  ) : (
    <div className="block-text">
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== "")
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
