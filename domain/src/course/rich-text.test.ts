import { describe, expect, it } from "vitest";
import { plainToRichText, richTextPlain, textOf } from "./rich-text";

describe("rich text", () => {
  it("reads the words of a rich text without its markup", () => {
    expect(richTextPlain("<h2>Тема</h2><p><strong>Важно</strong> &amp; <em>нужно</em></p>")).toBe("Тема Важно & нужно");
    expect(richTextPlain("<p></p><ul><li><p> </p></li></ul>")).toBe("");
  });

  it("counts a plain text as typed and a rich one by its words", () => {
    expect(textOf("<p></p>", "html")).toBe("");
    expect(textOf("<p></p>", undefined)).toBe("<p></p>");
  });

  it("opens an old plain text as paragraphs with its line breaks, escaped", () => {
    expect(plainToRichText("Первая\nстрока\n\n<b>не тег</b> & всё")).toBe(
      "<p>Первая<br>строка</p><p>&lt;b&gt;не тег&lt;/b&gt; &amp; всё</p>",
    );
  });
});
