import {
  AcceptedInvitationResponse,
  AccessLinkInfoResponse,
  CourseOfferResponse,
  PurchaseResponse,
  AccessLinkResponse,
  CourseUsersResponse,
  EnrolmentResponse,
  InvitationInfoResponse,
  InvitationPage,
  InvitationResponse,
  InvitationsResponse,
  type CreateInvitationsRequest,
} from "@app/domain/api/access";
import { TrialLessonResponse } from "@app/domain/api/passage";
import type { HttpClient } from "./http-client";

/**
 * Course access (docs/api.md "Course access"): invitations, the access link, enrolment, the course's
 * users, and the public page's offer and trial lessons.
 */
export const invitationsApi = (client: HttpClient) => ({
  invite: (courseId: number, body: CreateInvitationsRequest) =>
    client
      .request(`courses/${courseId}/invitations`, { method: "POST", body, schema: InvitationsResponse })
      .then((answer) => answer.data),
  list: (courseId: number, page = 1, perPage = 20) =>
    client.request(`courses/${courseId}/invitations`, { query: { page, per_page: perPage }, schema: InvitationPage }),
  revoke: (courseId: number, invitationId: number) =>
    client
      .request(`courses/${courseId}/invitations/${invitationId}`, { method: "DELETE", schema: InvitationResponse })
      .then((answer) => answer.data),
  info: (token: string) =>
    client
      .request(`invitations/${encodeURIComponent(token)}`, { schema: InvitationInfoResponse })
      .then((answer) => answer.data),
  accept: (token: string) =>
    client
      .request(`invitations/${encodeURIComponent(token)}/accept`, {
        method: "POST",
        schema: AcceptedInvitationResponse,
      })
      .then((answer) => answer.data),
  rotateLink: (courseId: number) =>
    client
      .request(`courses/${courseId}/access-link`, { method: "POST", schema: AccessLinkResponse })
      .then((answer) => answer.data),
  join: (token: string) =>
    client
      .request("courses/join", { method: "POST", body: { token }, schema: EnrolmentResponse })
      .then((answer) => answer.data),
  linkInfo: (token: string) =>
    client
      .request(`access-links/${encodeURIComponent(token)}`, { schema: AccessLinkInfoResponse })
      .then((answer) => answer.data),
  trialLesson: (courseId: number, lessonId: string) =>
    client
      .request(`courses/${courseId}/trial-lessons/${encodeURIComponent(lessonId)}`, { schema: TrialLessonResponse })
      .then((answer) => answer.data),
  offer: (courseId: number) =>
    client.request(`courses/${courseId}/offer`, { schema: CourseOfferResponse }).then((answer) => answer.data),
  buy: (courseId: number) =>
    client
      .request(`courses/${courseId}/orders`, { method: "POST", schema: PurchaseResponse })
      .then((answer) => answer.data),
  enrol: (courseId: number) =>
    client
      .request(`courses/${courseId}/enrolments`, { method: "POST", schema: EnrolmentResponse })
      .then((answer) => answer.data),
  users: (courseId: number) =>
    client.request(`courses/${courseId}/users`, { schema: CourseUsersResponse }).then((answer) => answer.data),
  removeUser: (courseId: number, userId: number) =>
    client
      .request(`courses/${courseId}/users/${userId}`, { method: "DELETE", schema: CourseUsersResponse })
      .then((answer) => answer.data),
});
