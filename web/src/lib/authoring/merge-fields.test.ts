import { describe, expect, it } from "vitest";
import { canonical } from "@app/domain/course/course-fields";
import { valueText } from "./merge-fields";

describe("valueText: a field's value as the merge dialog shows it", () => {
  it("shows a rich description and a rich text block by their words, a plain one as typed", () => {
    const html = "<h2>О курсе</h2><p><strong>Жирно</strong> &amp; <em>ясно</em></p><ul><li>пункт</li></ul>";
    expect(valueText(canonical({ value: html, format: "html" }))).toBe("О курсе Жирно & ясно пункт");
    expect(valueText(canonical({ _tag: "text", text: html, format: "html" }))).toBe(
      "Текст: О курсе Жирно & ясно пункт",
    );
    expect(valueText(canonical({ value: "<b>как набрано</b>" }))).toBe("<b>как набрано</b>");
    expect(valueText(canonical({ _tag: "text", text: "просто" }))).toBe("Текст: просто");
  });
});
