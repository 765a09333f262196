import * as Schema from "effect/Schema";
import { PageMeta } from "./paging";

/** Access to a course (SPEC settings.accesses): invitations by e-mail, access by link, enrolment, the course's users. */

export const InvitationRole = Schema.Literals(["student", "teacher"]);
export type InvitationRole = typeof InvitationRole.Type;

/** POST /api/courses/{id}/invitations request. */
export const CreateInvitationsRequest = Schema.Struct({ emails: Schema.Array(Schema.String), role: InvitationRole });
export type CreateInvitationsRequest = typeof CreateInvitationsRequest.Type;

/** An invitation as the course staff see it (never the token or its hash). */
export const InvitationView = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  email: Schema.String,
  role: InvitationRole,
  created_at: Schema.String,
  expires_at: Schema.String,
  accepted_by: Schema.NullOr(Schema.Number),
  revoked: Schema.Boolean,
});
export type InvitationView = typeof InvitationView.Type;

export const InvitationResponse = Schema.Struct({ data: InvitationView });
export const InvitationsResponse = Schema.Struct({ data: Schema.Array(InvitationView) });
export const InvitationPage = Schema.Struct({ data: Schema.Array(InvitationView), meta: PageMeta });

/** Where an invitation stands: only `valid` can be accepted. */
export const InvitationStatus = Schema.Literals(["valid", "expired", "used", "revoked"]);
export type InvitationStatus = typeof InvitationStatus.Type;

/** GET /api/invitations/{token}: what the invited person sees before accepting. */
export const InvitationInfo = Schema.Struct({
  course_id: Schema.Number,
  course_name: Schema.String,
  school_name: Schema.String,
  role: InvitationRole,
  email: Schema.String,
  valid: Schema.Boolean,
  status: InvitationStatus,
});
export type InvitationInfo = typeof InvitationInfo.Type;
export const InvitationInfoResponse = Schema.Struct({ data: InvitationInfo });

/** A student in a course. */
export const EnrolmentView = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  user_id: Schema.Number,
  source: Schema.Literals(["invitation", "link", "self", "email", "purchase", "seed", "import"]),
  enrolled_at: Schema.String,
  completed_at: Schema.NullOr(Schema.String),
});
export type EnrolmentView = typeof EnrolmentView.Type;
export const EnrolmentResponse = Schema.Struct({ data: EnrolmentView });

/** POST /api/invitations/{token}/accept answer: the enrolment (student) or the teacher assignment. */
export const AcceptedInvitation = Schema.Struct({
  course_id: Schema.Number,
  role: InvitationRole,
  enrolment: Schema.NullOr(EnrolmentView),
});
export const AcceptedInvitationResponse = Schema.Struct({ data: AcceptedInvitation });

/** POST /api/courses/{id}/access-link answer. The token is shown once per rotation. */
export const AccessLink = Schema.Struct({ course_id: Schema.Number, token: Schema.String, link: Schema.String });
export const AccessLinkResponse = Schema.Struct({ data: AccessLink });

/** GET /api/access-links/{token}: the course an access link opens, before joining. */
export const AccessLinkInfo = Schema.Struct({
  course_id: Schema.Number,
  course_name: Schema.String,
  school_name: Schema.String,
});
export type AccessLinkInfo = typeof AccessLinkInfo.Type;
export const AccessLinkInfoResponse = Schema.Struct({ data: AccessLinkInfo });

/** GET /api/courses/{id}/offer: how a person gets into a published course, and whether he is in. */
export const CourseOffer = Schema.Struct({
  course_id: Schema.Number,
  mode: Schema.Literals(["open", "invitation", "paid", "closed"]),
  price: Schema.String,
  old_price: Schema.String,
  seats_total: Schema.NullOr(Schema.Number),
  seats_left: Schema.NullOr(Schema.Number),
  enrolled: Schema.Boolean,
  invited: Schema.Boolean,
});
export type CourseOffer = typeof CourseOffer.Type;
export const CourseOfferResponse = Schema.Struct({ data: CourseOffer });

/** An order of a paid course. The development stand has no payment provider: an order is paid at once. */
export const OrderView = Schema.Struct({
  id: Schema.Number,
  course_id: Schema.Number,
  user_id: Schema.Number,
  amount: Schema.String,
  status: Schema.Literal("paid"),
  created_at: Schema.String,
});
export type OrderView = typeof OrderView.Type;

/** POST /api/courses/{id}/orders answer: the order (null when he was already enrolled) and the enrolment. */
export const Purchase = Schema.Struct({ order: Schema.NullOr(OrderView), enrolment: EnrolmentView });
export const PurchaseResponse = Schema.Struct({ data: Purchase });

/** POST /api/courses/join request. */
export const JoinRequest = Schema.Struct({ token: Schema.String });
export type JoinRequest = typeof JoinRequest.Type;

const Person = {
  id: Schema.Number,
  email: Schema.String,
  name: Schema.NullOr(Schema.String),
  surname: Schema.NullOr(Schema.String),
};

/** GET /api/courses/{id}/users answer. */
export const CourseUsers = Schema.Struct({
  students: Schema.Array(
    Schema.Struct({
      ...Person,
      enrolled_at: Schema.String,
      completed_at: Schema.NullOr(Schema.String),
      source: EnrolmentView.fields.source,
      progress: Schema.Number,
    }),
  ),
  teachers: Schema.Array(Schema.Struct(Person)),
});
export type CourseUsers = typeof CourseUsers.Type;
export const CourseUsersResponse = Schema.Struct({ data: CourseUsers });
