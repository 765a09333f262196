import type { CourseRecord } from "@app/domain/api/courses";
import type { RosterImportRequest, RosterReport, RosterRowReport } from "@app/domain/api/roster";
import { roleFromServer } from "@app/domain/auth/roles";
import { ROSTER_MAX_ROWS, ROSTER_MESSAGES, rosterRowErrors } from "@app/domain/people/roster";
import { normalizeEmail } from "@app/domain/validation/email";
import { ACCESS_MESSAGES, PEOPLE_MESSAGES, VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { HttpError } from "../http/http-error";
import type { DbData } from "../store/db-schema";
import type { Store } from "../store/store";
import { liveBody } from "./course-body";
import { enrol } from "./enrol";
import { createInvitations } from "./invitations";
import { seatLimit } from "./seats";

type Planned = RosterRowReport & { readonly userId: number | null };

const error = (row: RosterImportRequest["rows"][number], errors: ReadonlyArray<string>): Planned => ({
  email: row.email,
  name: row.name,
  outcome: "error",
  errors: [...errors],
  userId: null,
});

/** 422 for a request that cannot be planned: no rows, too many, or a group outside the course's school. */
export const checkRosterRequest = (db: DbData, course: CourseRecord, body: RosterImportRequest): void => {
  if (body.rows.length === 0) throw new HttpError(422, "", { rows: [VALIDATION_MESSAGES.required] });
  if (body.rows.length > ROSTER_MAX_ROWS) throw new HttpError(422, "", { rows: [ROSTER_MESSAGES.tooMany] });
  const groupId = body.group_id ?? null;
  if (groupId !== null && !db.groups.some((g) => g.id === groupId && g.school_id === course.school_id))
    throw new HttpError(422, "", { group_id: [PEOPLE_MESSAGES.notSchoolGroup] });
};

/**
 * What each row would do now: the domain's row checks first, then the account. An existing student
 * is enrolled (or is `already`), a staff account is refused, an address with no account is invited.
 * Enrolments beyond the course's free seats are refused with `Свободных мест нет`.
 */
export const planRoster = (db: DbData, course: CourseRecord, rows: RosterImportRequest["rows"]): Planned[] => {
  const limit = seatLimit(liveBody(db, course).settings.accesses);
  let free = limit === null ? Infinity : limit - db.enrolments.filter((e) => e.course_id === course.id).length;
  const checks = rosterRowErrors(rows);
  return rows.map((row, i) => {
    const errors = checks[i] ?? [];
    if (errors.length > 0) return error(row, errors);
    const email = normalizeEmail(row.email);
    const user = db.users.find((u) => u.email === email);
    const base = { email, name: row.name.trim(), errors: [] };
    if (user === undefined) return { ...base, outcome: "invite", userId: null };
    if (!user.roles.map(roleFromServer).includes("STUDENT")) return error(row, [ACCESS_MESSAGES.studentRoleRequired]);
    if (db.enrolments.some((e) => e.course_id === course.id && e.user_id === user.id))
      return { ...base, outcome: "already", userId: user.id };
    if (free <= 0) return error(row, [ACCESS_MESSAGES.noSeats]);
    free -= 1;
    return { ...base, outcome: "enrol", userId: user.id };
  });
};

const reportOf = (dryRun: boolean, planned: ReadonlyArray<Planned>): RosterReport => {
  const counts = { enrol: 0, invite: 0, already: 0, error: 0 };
  for (const row of planned) counts[row.outcome] += 1;
  return {
    dry_run: dryRun,
    rows: planned.map(({ email, name, outcome, errors }) => ({ email, name, outcome, errors })),
    counts,
  };
};

/** The dry run: the plan, nothing written. */
export const previewRoster = (db: DbData, course: CourseRecord, body: RosterImportRequest): RosterReport =>
  reportOf(true, planRoster(db, course, body.rows));

/**
 * The plan carried out in one store update (so the seat count holds against parallel enrolments):
 * students enrolled (`source: "import"`), invitations mailed, and the enrolled ones (with those who
 * already were) put into the group when one is given. Rows in error change nothing.
 */
export const applyRoster = (
  store: Store,
  course: CourseRecord,
  body: RosterImportRequest,
  nowMs: number,
): Promise<RosterReport> =>
  store.update((db) => {
    const planned = planRoster(db, course, body.rows);
    const now = new Date(nowMs).toISOString();
    for (const row of planned)
      if (row.outcome === "enrol" && row.userId !== null) enrol(db, course, row.userId, "import", now);
    const invited = planned.filter((row) => row.outcome === "invite").map((row) => row.email);
    if (invited.length > 0) createInvitations(db, course, invited, "student", nowMs);
    const group = db.groups.find((g) => g.id === (body.group_id ?? null));
    if (group !== undefined) {
      const members = planned.flatMap((row) => (row.userId === null ? [] : [row.userId]));
      group.student_ids = [...new Set([...group.student_ids, ...members])];
    }
    return reportOf(false, planned);
  });
