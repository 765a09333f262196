import { describe, expect, it } from "vitest";
import { getSchema } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { editorHtmlOf, editorValueOf, linkHref } from "./editor-value";

const schema = getSchema([StarterKit]);
const doc = (content: unknown) => schema.nodeFromJSON({ type: "doc", content });
const text = (value: string, marks?: unknown) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: unknown[]) => ({ type: "paragraph", content });

describe("editorValueOf", () => {
  it("keeps unformatted paragraphs plain: blank lines between them, line breaks as typed", () => {
    const value = editorValueOf(
      doc([paragraph(text("Первая"), { type: "hardBreak" }, text("строка")), paragraph(), paragraph(text("<b>"))]),
      () => "unused",
    );
    expect(value).toEqual({ text: "Первая\nстрока\n\n<b>" });
    expect(editorHtmlOf(value)).toBe("<p>Первая<br>строка</p><p>&lt;b&gt;</p>");
  });

  it("stores HTML once anything is formatted", () => {
    expect(
      editorValueOf(doc([paragraph(text("жирный", [{ type: "bold" }]))]), () => "<p><strong>жирный</strong></p>"),
    ).toEqual({ text: "<p><strong>жирный</strong></p>", format: "html" });
    expect(editorValueOf(doc([{ type: "heading", attrs: { level: 2 }, content: [text("Тема")] }]), () => "h")).toEqual({
      text: "h",
      format: "html",
    });
  });
});

describe("linkHref", () => {
  it("keeps http(s) and mailto, adds https to a bare address and mailto to an e-mail", () => {
    expect(linkHref("https://example.com/a")).toBe("https://example.com/a");
    expect(linkHref("docs.python.org/3/")).toBe("https://docs.python.org/3/");
    expect(linkHref("ivan@example.ru")).toBe("mailto:ivan@example.ru");
    expect(linkHref(" mailto:a@b.ru ")).toBe("mailto:a@b.ru");
  });

  it("refuses other schemes and blanks", () => {
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "vbscript:x", "", "   ", "a b"])
      expect(linkHref(bad)).toBeUndefined();
  });
});
