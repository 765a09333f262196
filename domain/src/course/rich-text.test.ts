import { describe, expect, it } from "vitest";
import { isRichTextLink, plainToRichText, refusedLinks, richTextPlain, textOf } from "./rich-text";

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

describe("rich text links (issue #29: the author is told which were removed)", () => {
  it("keeps http, https and mailto links, whatever their case", () => {
    for (const href of ["https://example.ru", "HTTP://example.ru/a?b=1", "mailto:school@example.ru"])
      expect(isRichTextLink(href)).toBe(true);
  });

  it("refuses javascript:, data:, other schemes and bare paths, spaces and control characters in them too", () => {
    for (const href of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<b>",
      "tel:+79990000000",
      "/api/files/1",
      "#top",
    ])
      expect(isRichTextLink(href)).toBe(false);
  });

  it("lists the refused addresses of a text's links, each once, as the parser reads them", () => {
    const html =
      '<p><a href="javascript:alert(1)">жми</a> и <a href="https://example.ru">сайт</a></p>' +
      "<p><a title='x' href='&#106;avascript&colon;void(0)'>ещё</a><a href=javascript:alert(1)>снова</a></p>" +
      '<p><a href="mailto:a@b.ru">почта</a><a href="">пусто</a><abbr href="javascript:x">нет</abbr></p>';
    expect(refusedLinks(html)).toEqual(["javascript:alert(1)", "javascript:void(0)"]);
  });

  it("a text with only allowed links, or none, has nothing to report", () => {
    expect(refusedLinks('<p><a href="https://example.ru?a=1&amp;b=2">сайт</a></p>')).toEqual([]);
    expect(refusedLinks("<p>Без ссылок: javascript:alert(1)</p>")).toEqual([]);
  });
});
