import {
  CalendarLinkResponse,
  DeadlinePlanResponse,
  ExtensionDeleteResponse,
  ExtensionResponse,
  MyDeadlinesResponse,
  type DeadlinePlanRequest,
  type ExtensionRequest,
} from "@app/domain/api/deadlines";
import type { HttpClient } from "./http-client";

const planOf = (courseId: number): string => `courses/${courseId}/deadlines`;

/** Issue #37: a course's deadline plan and extensions, the student's dates and his calendar (docs/api.md "Deadlines"). */
export const deadlinesApi = (client: HttpClient) => ({
  /** Staff and the course's teachers: the plan and the extensions given. */
  plan: (courseId: number) => client.request(planOf(courseId), { schema: DeadlinePlanResponse }).then((a) => a.data),
  /** Staff: the whole plan replaced (extensions stay). */
  savePlan: (courseId: number, body: DeadlinePlanRequest) =>
    client.request(planOf(courseId), { method: "PUT", body, schema: DeadlinePlanResponse }).then((a) => a.data),
  /** Staff: more time for a student or a group, for a lesson or the whole course. */
  extend: (courseId: number, body: ExtensionRequest) =>
    client
      .request(`${planOf(courseId)}/extensions`, { method: "POST", body, schema: ExtensionResponse })
      .then((a) => a.data),
  removeExtension: (courseId: number, extensionId: number) =>
    client
      .request(`${planOf(courseId)}/extensions/${extensionId}`, { method: "DELETE", schema: ExtensionDeleteResponse })
      .then((a) => a.data),
  /** The signed-in student: what is due across his courses, not yet sent first. */
  mine: () => client.request("my/deadlines", { schema: MyDeadlinesResponse }).then((a) => a.data),
  /** His private iCalendar address (made on the first call). */
  calendar: () => client.request("my/deadlines/calendar", { schema: CalendarLinkResponse }).then((a) => a.data.url),
  /** A new private address; the old one stops working. */
  renewCalendar: () =>
    client.request("my/deadlines/calendar", { method: "POST", schema: CalendarLinkResponse }).then((a) => a.data.url),
});
