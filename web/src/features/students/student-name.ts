import type { StudentSummary } from "@app/domain/api/people";

type Named = Pick<StudentSummary, "email" | "name" | "surname">;

/** "Имя Фамилия", or whichever part there is, or the e-mail when the profile has neither. */
export const studentName = (student: Named): string => {
  const full = [student.name, student.surname]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(" ");
  return full === "" ? student.email : full;
};

/** The page count of a list of `total` items, at least 1. */
export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/** The ids of a group after adding `added`: the old order first, no repeats. */
export const withMembers = (current: ReadonlyArray<number>, added: ReadonlyArray<number>): ReadonlyArray<number> => [
  ...new Set([...current, ...added]),
];
