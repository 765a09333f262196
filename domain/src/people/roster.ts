import { LIMITS } from "../constants";
import { emailErrors, normalizeEmail } from "../validation/email";
import { maxLengthMessage } from "../validation/messages";
import { parseCsv } from "./csv";

/** One student of a CSV roster: the line of the file, the e-mail and the name as written. */
export type RosterRow = { readonly line: number; readonly email: string; readonly name: string };

/** At most this many rows per file (one request). */
export const ROSTER_MAX_ROWS = 500;

export const ROSTER_MESSAGES = {
  duplicate: "Этот E-mail уже есть в файле выше",
  empty: "В файле нет ни одной строки с E-mail",
  tooMany: `Не более ${ROSTER_MAX_ROWS} строк за раз`,
  noEmailColumn: "Не найден столбец E-mail: первый столбец — E-mail, второй — имя",
} as const;

const EMAIL_HEADER = /^(e-?mail|email|почта|эл\.? ?почта|электронная почта|адрес)$/i;
const NAME_HEADER = /^(name|full[ _]?name|имя|фио|имя и фамилия|ученик|студент)$/i;

const blank = (cells: ReadonlyArray<string>): boolean => cells.every((cell) => cell.trim() === "");

/**
 * A roster file as rows. A first line naming its columns (`E-mail`, `Имя`, `ФИО`, …) is a header and
 * picks the columns; otherwise the first column is the e-mail and the second the name. Blank lines
 * are skipped. `problem` names what makes the whole file unusable.
 */
export const readRoster = (
  text: string,
): { readonly rows: ReadonlyArray<RosterRow>; readonly problem: string | null } => {
  const records = parseCsv(text).filter((record) => !blank(record.cells));
  const head = records[0]?.cells.map((cell) => cell.trim()) ?? [];
  const headed = head.some((cell) => EMAIL_HEADER.test(cell) || NAME_HEADER.test(cell));
  const emailAt = headed ? head.findIndex((cell) => EMAIL_HEADER.test(cell)) : 0;
  if (headed && emailAt < 0) return { rows: [], problem: ROSTER_MESSAGES.noEmailColumn };
  const named = head.findIndex((cell) => NAME_HEADER.test(cell));
  const nameAt = headed ? named : 1;
  const rows = (headed ? records.slice(1) : records).map((record) => ({
    line: record.line,
    email: (record.cells[emailAt] ?? "").trim(),
    name: nameAt < 0 ? "" : (record.cells[nameAt] ?? "").trim(),
  }));
  if (rows.length === 0) return { rows, problem: ROSTER_MESSAGES.empty };
  if (rows.length > ROSTER_MAX_ROWS) return { rows, problem: ROSTER_MESSAGES.tooMany };
  return { rows, problem: null };
};

/** The problems of each row, in order: the SPEC §5 e-mail rule, the name limit, an address repeated in the file. */
export const rosterRowErrors = (
  rows: ReadonlyArray<{ readonly email: string; readonly name: string }>,
): ReadonlyArray<ReadonlyArray<string>> => {
  const seen = new Set<string>();
  return rows.map((row) => {
    const errors = [...emailErrors(row.email)];
    if (row.name.trim().length > LIMITS.name) errors.push(maxLengthMessage(LIMITS.name));
    if (errors.length === 0) {
      const email = normalizeEmail(row.email);
      if (seen.has(email)) errors.push(ROSTER_MESSAGES.duplicate);
      seen.add(email);
    }
    return errors;
  });
};
