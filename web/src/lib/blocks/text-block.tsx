/** Plain text: paragraphs at blank lines, line breaks kept (CSS pre-line). Never HTML. */
export const TextBlock = ({ text }: { readonly text: string }) => (
  <div className="block-text">
    {text
      .split(/\n\s*\n/)
      .filter((paragraph) => paragraph.trim() !== "")
      .map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
  </div>
);
