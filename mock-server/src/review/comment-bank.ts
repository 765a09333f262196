import type { BankComment } from "@app/domain/api/comment-bank";
import { BANK_MESSAGES, BANK_OWN_MAX, BANK_SCHOOL_MAX, bankTextError } from "@app/domain/review/comment-bank";
import { castDraft } from "immer";
import type { Principal } from "../http/authenticate";
import { HttpError } from "../http/http-error";
import type { DbData } from "../store/db-schema";
import { nextId } from "../store/next-id";
import type { DbDraft } from "../store/store";
import type { BankCommentRecord } from "./comment-bank-record";

/**
 * Issue #34 part 3, the comment bank (docs/decisions/review.md): a reviewer keeps his own
 * comments; a school's owner and managers share comments with every reviewer of the school.
 */

/** The schools a reviewer works for: those he is staff of, and those of the courses he is assigned to. */
export const schoolsOf = (db: DbData, principal: Principal): ReadonlySet<number> => {
  const id = String(principal.user.id);
  const assigned = db.courseContents
    .filter((c) => c.draft.settings.accesses.teachers.includes(id))
    .flatMap((c) => {
      const course = db.courses.find((k) => k.id === c.course_id);
      return course === undefined ? [] : [course.school_id];
    });
  return new Set([...principal.user.school_id, ...assigned]);
};

/** An owner or manager of the school: may share comments with it. */
const sharesFor = (principal: Principal, schoolId: number): boolean =>
  principal.roles.some((r) => r === "SCHOOL_OWNER" || r === "MANAGER") && principal.user.school_id.includes(schoolId);

/** The schools the caller may share comments with. */
export const sharingSchools = (principal: Principal): ReadonlyArray<number> =>
  principal.user.school_id.filter((schoolId) => sharesFor(principal, schoolId));

export const mayEdit = (principal: Principal, record: BankCommentRecord): boolean =>
  record.scope === "own"
    ? record.owner_id === principal.user.id
    : record.school_id !== null && sharesFor(principal, record.school_id);

export const bankView = (principal: Principal, record: BankCommentRecord): BankComment => ({
  id: record.id,
  scope: record.scope,
  school_id: record.school_id,
  text: record.text,
  can_edit: mayEdit(principal, record),
  updated_at: record.updated_at,
});

const newestFirst = (a: BankCommentRecord, b: BankCommentRecord): number =>
  b.updated_at.localeCompare(a.updated_at) || b.id - a.id;

/** What the caller sees: his own comments, then his schools' shared ones, newest first within each. */
export const visibleBank = (db: DbData, principal: Principal): ReadonlyArray<BankCommentRecord> => {
  const schools = schoolsOf(db, principal);
  const own = db.bankComments.filter((c) => c.scope === "own" && c.owner_id === principal.user.id);
  const shared = db.bankComments.filter(
    (c) => c.scope === "school" && c.school_id !== null && schools.has(c.school_id),
  );
  return [...own.sort(newestFirst), ...shared.sort(newestFirst)];
};

/** The trimmed text, or 422 naming `text`. */
export const checkedBankText = (text: string): string => {
  const error = bankTextError(text);
  if (error !== undefined) throw new HttpError(422, "", { text: [error] });
  return text.trim();
};

export type NewComment = {
  readonly principal: Principal;
  readonly scope: "own" | "school";
  readonly schoolId: number | undefined;
  readonly text: string;
  readonly now: string;
};

/** The school a shared comment goes to: the one named, or the caller's only one; 403 unless he shares for it. */
const targetSchool = (principal: Principal, schoolId: number | undefined): number => {
  const schools = sharingSchools(principal);
  const target = schoolId ?? (schools.length === 1 ? schools[0] : undefined);
  if (target === undefined && schools.length > 1) throw new HttpError(422, "", { school_id: ["Выберите школу"] });
  if (target === undefined || !schools.includes(target)) throw new HttpError(403, "");
  return target;
};

/** Adds a comment within the limits (422 when the bank is full). */
export const addBankComment = (db: DbDraft, input: NewComment): BankCommentRecord => {
  const schoolId = input.scope === "school" ? targetSchool(input.principal, input.schoolId) : null;
  const count = db.bankComments.filter((c) =>
    input.scope === "own" ? c.scope === "own" && c.owner_id === input.principal.user.id : c.school_id === schoolId,
  ).length;
  if (input.scope === "own" && count >= BANK_OWN_MAX) throw new HttpError(422, "", { text: [BANK_MESSAGES.ownFull] });
  if (input.scope === "school" && count >= BANK_SCHOOL_MAX)
    throw new HttpError(422, "", { text: [BANK_MESSAGES.schoolFull] });
  const record: BankCommentRecord = {
    id: nextId(db, "bankComments"),
    owner_id: input.principal.user.id,
    scope: input.scope,
    school_id: schoolId,
    text: input.text,
    created_at: input.now,
    updated_at: input.now,
  };
  db.bankComments.push(castDraft(record));
  return record;
};

/** The comment of a path id for a change: 404 unknown, 403 unless the caller may edit it. */
export const editableComment = (db: DbData, principal: Principal, id: number): BankCommentRecord => {
  const record = db.bankComments.find((c) => c.id === id);
  if (record === undefined) throw new HttpError(404, BANK_MESSAGES.notFound);
  if (!mayEdit(principal, record)) throw new HttpError(403, "");
  return record;
};
