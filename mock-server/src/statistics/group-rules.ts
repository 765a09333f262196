import { maxLengthMessage, PEOPLE_MESSAGES, VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { groupStartErrors } from "@app/domain/deadlines/group-start";
import { rejectInvalid } from "../http/form-input";
import type { DbData } from "../store/db-schema";
import { schoolStudentIds } from "../people/school-scope";

export const NAME_MAX = 256;

/** A name's problems: required, at most 256, unique (case-insensitively) among `taken`. */
const nameErrors = (name: string, taken: ReadonlyArray<string>, takenMessage: string): ReadonlyArray<string> => {
  const trimmed = name.trim();
  if (trimmed === "") return [VALIDATION_MESSAGES.required];
  if (trimmed.length > NAME_MAX) return [maxLengthMessage(NAME_MAX)];
  const key = trimmed.toLocaleLowerCase("ru");
  return taken.some((other) => other.trim().toLocaleLowerCase("ru") === key) ? [takenMessage] : [];
};

const unique = (ids: ReadonlyArray<number>): ReadonlyArray<number> => [...new Set(ids)];

/** A group's name, members and start date (`YYYY-MM-DD`, or null for none), checked: 422 with every problem, else the clean values. */
export const checkGroup = (
  db: DbData,
  schoolId: number,
  selfId: number | null,
  name: string | undefined,
  studentIds: ReadonlyArray<number> | undefined,
  startDate?: string | null,
) => {
  const errors: Record<string, ReadonlyArray<string>> = {};
  if (name !== undefined) {
    const taken = db.groups.filter((g) => g.school_id === schoolId && g.id !== selfId).map((g) => g.name);
    const problems = nameErrors(name, taken, PEOPLE_MESSAGES.groupNameTaken);
    if (problems.length > 0) errors.name = problems;
  }
  if (studentIds !== undefined) {
    const allowed = schoolStudentIds(db, schoolId);
    if (studentIds.some((id) => !allowed.has(id))) errors.student_ids = [PEOPLE_MESSAGES.notSchoolStudent];
  }
  if (typeof startDate === "string" && groupStartErrors(startDate).length > 0)
    errors.start_date = groupStartErrors(startDate);
  rejectInvalid(errors);
  return { name: name?.trim(), studentIds: studentIds === undefined ? undefined : unique(studentIds) };
};

/** A subdivision's name and groups (of the same school only), checked like a group's. */
export const checkSubdivision = (
  db: DbData,
  schoolId: number,
  selfId: number | null,
  name: string,
  groupIds: ReadonlyArray<number> | undefined,
) => {
  const errors: Record<string, ReadonlyArray<string>> = {};
  const taken = db.subdivisions.filter((s) => s.school_id === schoolId && s.id !== selfId).map((s) => s.name);
  const problems = nameErrors(name, taken, PEOPLE_MESSAGES.subdivisionNameTaken);
  if (problems.length > 0) errors.name = problems;
  if (groupIds !== undefined && groupIds.some((id) => !db.groups.some((g) => g.id === id && g.school_id === schoolId)))
    errors.group_ids = [PEOPLE_MESSAGES.notSchoolGroup];
  rejectInvalid(errors);
  return { name: name.trim(), groupIds: groupIds === undefined ? undefined : unique(groupIds) };
};
