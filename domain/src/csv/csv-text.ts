/**
 * Issue #38 part 5: the CSV text every export sends, the one rule for it. RFC 4180 quoting with `;`
 * between cells (the list separator a Russian Excel expects), CRLF line ends, a UTF-8 BOM first (so
 * Excel reads the file as UTF-8 and Cyrillic stays intact). Numbers are written as a Russian locale
 * reads them: integers as they are, fractions with a decimal comma. A text cell a spreadsheet would
 * take for a formula (OWASP "CSV injection") is prefixed with `'`, so it shows as typed.
 */

/** One cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";
export const CSV_EOL = "\r\n";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** What a spreadsheet starts a formula with (and tab and CR, which some trim before looking). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell with one of these is quoted; a quote inside is doubled. */
const NEEDS_QUOTES = /[;"\r\n]/;

/** A text cell made harmless: `=1+1` becomes `'=1+1`, shown as typed rather than computed. */
export const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A number as a Russian spreadsheet reads it: `12`, `12,5`; not a finite number → empty. */
export const csvNumber = (value: number): string => (Number.isFinite(value) ? String(value).replace(".", ",") : "");

/** One cell's text in the file: neutralised, then quoted when it holds a separator, quote or line break. */
export const csvCell = (cell: CsvCell): string => {
  if (cell === null) return "";
  const text = typeof cell === "number" ? csvNumber(cell) : neutralised(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The whole file: BOM, then each row's cells joined by `;`, each row ended by CRLF. */
export const csvText = (rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string =>
  CSV_BOM + rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR) + CSV_EOL).join("");

/** A column of a table: its heading and how a row fills it. */
export type CsvColumn<R> = { readonly header: string; readonly cell: (row: R) => CsvCell };

/** A table as CSV text: the headings, then one line per row. */
export const csvTable = <R>(columns: ReadonlyArray<CsvColumn<R>>, rows: ReadonlyArray<R>): string =>
  csvText([columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.cell(row)))]);
