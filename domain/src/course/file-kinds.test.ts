import { describe, expect, it } from "vitest";
import { acceptOf, isZipArchive, uploadKindRefusal } from "./file-kinds";

const HTML_REFUSAL = "Загрузите HTML-презентацию одним файлом .html: архив .zip показать нельзя";

describe("file kinds: the HTML presentation (issue #29)", () => {
  it("the file input offers .html and .htm only", () => {
    expect(acceptOf("htmlPresentation")).toBe(".html,.htm");
  });

  it("the page refuses a .zip by its name, with the reason; an .html or .htm passes", () => {
    expect(uploadKindRefusal("htmlPresentation", { name: "слайды.zip" })).toBe(HTML_REFUSAL);
    expect(uploadKindRefusal("htmlPresentation", { name: "СЛАЙДЫ.ZIP" })).toBe(HTML_REFUSAL);
    expect(uploadKindRefusal("htmlPresentation", { name: "слайды.html" })).toBeUndefined();
    expect(uploadKindRefusal("htmlPresentation", { name: "slides.HTM" })).toBeUndefined();
    expect(uploadKindRefusal("htmlPresentation", { name: "slides" })).toBe(HTML_REFUSAL);
  });

  it("the server judges by the bytes: a zip is refused whatever its name; HTML or text is taken", () => {
    expect(uploadKindRefusal("htmlPresentation", { name: "", sniffed: "zip" })).toBe(HTML_REFUSAL);
    expect(uploadKindRefusal("htmlPresentation", { name: "slides.html", sniffed: "zip" })).toBe(HTML_REFUSAL);
    expect(uploadKindRefusal("htmlPresentation", { name: "", sniffed: "html" })).toBeUndefined();
    expect(uploadKindRefusal("htmlPresentation", { name: "", sniffed: "text" })).toBeUndefined();
    expect(uploadKindRefusal("htmlPresentation", { name: "", sniffed: "pdf" })).toBe(HTML_REFUSAL);
  });

  it("a zip archive is known by its name or by its first characters", () => {
    expect(isZipArchive({ name: "слайды.zip" })).toBe(true);
    expect(isZipArchive({ name: "Слайды.ZIP" })).toBe(true);
    expect(isZipArchive({ name: "слайды.html" })).toBe(false);
    expect(isZipArchive({ name: "слайды.html", text: "PK\u0003\u0004\u0014\u0000" })).toBe(true);
    expect(isZipArchive({ name: "слайды.html", text: "<!doctype html><p>PK\u0003\u0004</p>" })).toBe(false);
    expect(isZipArchive({ name: "zip.html", text: "PK" })).toBe(false);
  });
});

describe("file kinds: the other uploads keep their rules", () => {
  it("a document may be a zip (docx, xlsx), a presentation too (pptx)", () => {
    expect(uploadKindRefusal("document", { name: "", sniffed: "zip" })).toBeUndefined();
    expect(uploadKindRefusal("presentation", { name: "", sniffed: "zip" })).toBeUndefined();
  });

  it("an attachment takes anything", () => {
    expect(uploadKindRefusal("file", { name: "архив.zip", sniffed: "zip" })).toBeUndefined();
  });
});
