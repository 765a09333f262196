import { describe, expect, it } from "vitest";
import { csvCell, csvNumber, csvTable, csvText, neutralised } from "./csv-text";

describe("CSV text (issue #38 part 5)", () => {
  it("starts with a BOM, separates cells with ; and ends every row with CRLF", () => {
    expect(
      csvText([
        ["a", "b"],
        [1, null],
      ]),
    ).toBe("\uFEFFa;b\r\n1;\r\n");
  });

  it("quotes a cell holding a separator, a quote or a line break, doubling quotes", () => {
    expect(csvCell("Иванов; Пётр")).toBe('"Иванов; Пётр"');
    expect(csvCell('Курс "Python"')).toBe('"Курс ""Python"""');
    expect(csvCell("строка 1\nстрока 2")).toBe('"строка 1\nстрока 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell("Анна, Петрова")).toBe("Анна, Петрова");
  });

  it("writes integers as they are and fractions with a decimal comma; NaN is empty", () => {
    expect([csvNumber(75), csvNumber(12.5), csvNumber(-3), csvNumber(Number.NaN), csvNumber(Infinity)]).toEqual([
      "75",
      "12,5",
      "-3",
      "",
      "",
    ]);
    expect(csvCell(0.25)).toBe("0,25");
  });

  it("prefixes text a spreadsheet would compute with ' (=, +, -, @, tab, CR), numbers untouched", () => {
    expect(["=1+1", "+7 999", "-2", "@SUM(A1)", "\tx", "\rx", "a=b", "'ok"].map(neutralised)).toEqual([
      "'=1+1",
      "'+7 999",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      "a=b",
      "'ok",
    ]);
    expect(csvCell('=HYPERLINK("http://x";"y")')).toBe(`"'=HYPERLINK(""http://x"";""y"")"`);
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell(-2)).toBe("-2");
  });

  it("builds a table from columns: headings first, then a line per row", () => {
    const columns = [
      { header: "Имя", cell: (r: { name: string; n: number }) => r.name },
      { header: "Число", cell: (r: { name: string; n: number }) => r.n },
    ];
    expect(csvTable(columns, [{ name: "Ёж", n: 1.5 }])).toBe("\uFEFFИмя;Число\r\nЁж;1,5\r\n");
    expect(csvTable(columns, [])).toBe("\uFEFFИмя;Число\r\n");
  });
});
