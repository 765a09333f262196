// The invitations contract's states and bodies, shared by its two consumer files.
import { MatchersV3 } from "@pact-foundation/pact";
import { invitationsApi } from "@app/web/lib/api/invitations-api";
import { signedInClient } from "./web-client";
import { AUTH } from "./headers";

export const { like, integer, eachLike, regex, fromProviderState } = MatchersV3;
const ISO = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z";
const at = (example: string) => regex(ISO, example);
export const JSON_AUTH = { ...AUTH, "Content-Type": "application/json" };

export const OWNER = "invitations: the owner is signed in";
export const STUDENT = "invitations: the student is signed in";
export const FRESH = "invitations: fresh@demo.ru is signed in";
export const HAS_INVITATION = "invitations: course 2 has an invitation and the owner is signed in";
export const FRESH_INVITED = "invitations: fresh@demo.ru is invited to course 2 and signed in";
export const FRESH_INVITED_STUDENT = "invitations: fresh@demo.ru is invited to course 2 and the student is signed in";
export const LINK_FRESH = "invitations: course 2 has an access link and fresh@demo.ru is signed in";
export const LINK_OWNER = "invitations: course 2 has an access link and the owner is signed in";
export const EXPIRED = "invitations: the student's session has expired and cannot be refreshed";

export const invitation = (email: string, revoked = false) => ({
  id: integer(1),
  course_id: integer(2),
  email: like(email),
  role: like("student"),
  created_at: at("2026-11-22T06:00:00.000Z"),
  expires_at: at("2026-12-06T06:00:00.000Z"),
  accepted_by: null,
  revoked: like(revoked),
});
export const enrolment = (source: string) => ({
  id: integer(17),
  course_id: integer(2),
  user_id: integer(6),
  source: like(source),
  enrolled_at: at("2026-11-22T06:00:00.000Z"),
  completed_at: null,
});
export const courseUsers = {
  data: {
    students: eachLike({
      id: integer(5),
      email: like("student@demo.ru"),
      name: like("Сергей"),
      surname: like("Иванов"),
      enrolled_at: at("2026-10-05T09:00:00.000Z"),
      completed_at: null,
      source: like("seed"),
      progress: integer(0),
    }),
    teachers: eachLike({
      id: integer(4),
      email: like("teacher@demo.ru"),
      name: like("Татьяна"),
      surname: like("Васильева"),
    }),
  },
};
export const apiAt = (url: string) => invitationsApi(signedInClient(url));
export const invitationPath = (suffix = "") =>
  fromProviderState(`/api/invitations/\${invitationToken}${suffix}`, `/api/invitations/invitation-token${suffix}`);
