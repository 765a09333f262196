/** Plain text: paragraphs at blank lines; line breaks and indentation kept as typed (CSS pre-wrap). Never HTML. */
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
