import type { InvitationRole, InvitationStatus, InvitationView } from "@app/domain/api/access";
import type { CourseRecord } from "@app/domain/api/courses";
import { normalizeEmail } from "@app/domain/validation/email";
import type { InvitationRecord } from "../store/platform-records";
import type { DbDraft } from "../store/store";
import { nextId } from "../store/next-id";
import { sendMail } from "../mail/outbox";
import { INVITATION_TTL_MS, hashToken, invitationPath, newToken } from "./invitation-tokens";
import { ACCESS_MESSAGES } from "@app/domain/validation/messages";
import { HttpError } from "../http/http-error";
import { notifyInvited } from "../notifications/notify-facts";
import type { Store } from "../store/store";

export const invitationView = (record: InvitationRecord): InvitationView => ({
  id: record.id,
  course_id: record.course_id,
  email: record.email,
  role: record.role,
  created_at: record.created_at,
  expires_at: record.expires_at,
  accepted_by: record.accepted_by,
  revoked: record.revoked,
});

/** Where an invitation stands at `nowMs`: used wins over revoked, revoked over expired. */
export const invitationStatus = (record: InvitationRecord, nowMs: number): InvitationStatus => {
  if (record.accepted_by !== null) return "used";
  if (record.revoked) return "revoked";
  return Date.parse(record.expires_at) > nowMs ? "valid" : "expired";
};

/** Pending: not accepted, not revoked, not expired. */
export const isPending = (record: InvitationRecord, nowMs: number): boolean =>
  record.accepted_by === null && !record.revoked && Date.parse(record.expires_at) > nowMs;

const ROLE_TEXT: Readonly<Record<InvitationRole, string>> = { student: "ученика", teacher: "преподавателя" };

/**
 * Invites each address (already validated) to the course: a new single-use token per address, its
 * e-mail in the outbox. A pending invitation of the same address and role is replaced (revoked).
 */
export const createInvitations = (
  db: DbDraft,
  course: CourseRecord,
  emails: ReadonlyArray<string>,
  role: InvitationRole,
  nowMs: number,
): ReadonlyArray<InvitationView> => {
  const now = new Date(nowMs).toISOString();
  const unique = [...new Set(emails.map(normalizeEmail))];
  return unique.map((email) => {
    for (const old of db.invitations) {
      if (old.course_id === course.id && old.email === email && old.role === role && isPending(old, nowMs))
        old.revoked = true;
    }
    const token = newToken();
    const record: InvitationRecord = {
      id: nextId(db, "invitations"),
      course_id: course.id,
      email,
      role,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(nowMs + INVITATION_TTL_MS).toISOString(),
      accepted_by: null,
      revoked: false,
    };
    db.invitations.push(record);
    const link = invitationPath(token);
    sendMail(db, nowMs, {
      kind: "invitation",
      to: email,
      subject: `Приглашение на курс «${course.name}»`,
      text: `Вас пригласили на курс «${course.name}» в роли ${ROLE_TEXT[role]}. Чтобы принять приглашение, откройте ссылку: ${link}`,
      link,
    });
    notifyInvited(db, nowMs, course, { email, role, link });
    return invitationView(record);
  });
};

/** Invitations sent to `emails` (see createInvitations), written at once. */
export const invite = (
  store: Store,
  course: CourseRecord,
  emails: ReadonlyArray<string>,
  role: InvitationRole,
  nowMs: number,
): Promise<ReturnType<typeof createInvitations>> =>
  store.update((db) => createInvitations(db, course, emails, role, nowMs));

/** An invitation of the course revoked: 404 for another course's, 409 once accepted. */
export const revokeInvitation = (store: Store, courseId: number, invitationId: number): Promise<InvitationView> =>
  store.update((db) => {
    const record = db.invitations.find((i) => i.id === invitationId && i.course_id === courseId);
    if (record === undefined) throw new HttpError(404, "");
    if (record.accepted_by !== null) throw new HttpError(409, ACCESS_MESSAGES.invitationAccepted);
    record.revoked = true;
    return invitationView(record);
  });
