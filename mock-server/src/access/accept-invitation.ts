import type { AcceptedInvitation } from "@app/domain/api/access";
import type { Principal } from "../http/authenticate";
import { HttpError } from "../http/http-error";
import type { DbDraft } from "../store/store";
import { ACCESS_MESSAGES } from "@app/domain/validation/messages";
import { enrol } from "./enrol";
import { ensureContent } from "./ensure-content";
import { isPending } from "./invitations";
import type { Store } from "../store/store";

/**
 * Accepts an invitation, inside one update: a student is enrolled (seats apply), a teacher is added
 * to the course's accesses.teachers in the draft and the published body (and gets the TEACHER role
 * if he had not). Single use.
 */
export const acceptInvitation = (
  db: DbDraft,
  invitationId: number,
  principal: Principal,
  nowMs: number,
): typeof AcceptedInvitation.Type => {
  const record = db.invitations.find((i) => i.id === invitationId);
  if (record === undefined || !isPending(record, nowMs)) throw new HttpError(409, ACCESS_MESSAGES.invitationInvalid);
  const course = db.courses.find((c) => c.id === record.course_id);
  if (course === undefined) throw new HttpError(404, ACCESS_MESSAGES.invitationInvalid);
  const userId = principal.user.id;
  record.accepted_by = userId;
  if (record.role === "teacher") {
    // The invitation is the grant: a student (as everyone who registers is) becomes a teacher,
    // first among his roles so that his sign-in lands on /availableCourses (SPEC §2). School
    // staff (owner, manager, admin) are refused: they check work as staff already.
    const isStaff = principal.roles.some((r) => r === "SCHOOL_OWNER" || r === "MANAGER" || r === "ADMIN");
    if (!principal.roles.includes("TEACHER")) {
      if (isStaff) throw new HttpError(403, ACCESS_MESSAGES.teacherRoleRequired);
      db.users.find((u) => u.id === userId)?.roles.unshift("teacher");
    }
    const content = ensureContent(db, course);
    for (const body of [content.draft, content.published]) {
      const teachers = body?.settings.accesses.teachers;
      if (teachers !== undefined && !teachers.includes(String(userId))) teachers.push(String(userId));
    }
    return { course_id: course.id, role: "teacher", enrolment: null };
  }
  if (!principal.roles.includes("STUDENT")) throw new HttpError(403, ACCESS_MESSAGES.studentRoleRequired);
  const { enrolment } = enrol(db, course, userId, "invitation", new Date(nowMs).toISOString());
  return { course_id: course.id, role: "student", enrolment: { ...enrolment } };
};

/** acceptInvitation, written at once. */
export const acceptInvitationIn = (
  store: Store,
  invitationId: number,
  principal: Principal,
  nowMs: number,
): Promise<typeof AcceptedInvitation.Type> =>
  store.update((db) => acceptInvitation(db, invitationId, principal, nowMs));
