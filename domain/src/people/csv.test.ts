import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";

describe("parseCsv", () => {
  it("reads comma-separated lines with their line numbers", () => {
    expect(parseCsv("a@b.ru,Анна\nc@d.ru,Борис\n")).toEqual([
      { line: 1, cells: ["a@b.ru", "Анна"] },
      { line: 2, cells: ["c@d.ru", "Борис"] },
    ]);
  });

  it("takes the semicolon when the first line has more of them (Excel in a Russian locale), CRLF and a BOM", () => {
    expect(parseCsv("\uFEFFE-mail;Имя\r\na@b.ru;Иванов, Пётр\r\n")).toEqual([
      { line: 1, cells: ["E-mail", "Имя"] },
      { line: 2, cells: ["a@b.ru", "Иванов, Пётр"] },
    ]);
  });

  it("keeps quotes, delimiters and line breaks inside quoted fields, and counts the lines they span", () => {
    const records = parseCsv('"a@b.ru","Анна ""Ася""\nПетрова"\nc@d.ru,"x,y"');
    expect(records).toEqual([
      { line: 1, cells: ["a@b.ru", 'Анна "Ася"\nПетрова'] },
      { line: 3, cells: ["c@d.ru", "x,y"] },
    ]);
  });

  it("gives nothing for an empty text and keeps a last line without a line end", () => {
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("a@b.ru")).toEqual([{ line: 1, cells: ["a@b.ru"] }]);
  });
});
