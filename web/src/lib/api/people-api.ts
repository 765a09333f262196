import {
  DeletedResponse,
  GroupResponse,
  GroupsResponse,
  StudentDetailsResponse,
  StudentsResponse,
  SubdivisionResponse,
  SubdivisionsResponse,
  type GroupRequest,
  type SubdivisionRequest,
} from "@app/domain/api/people";
import { RosterReportResponse, type RosterImportRequest } from "@app/domain/api/roster";
import type { HttpClient } from "./http-client";

type Paging = { page: number; perPage: number };
type SchoolPaging = Paging & { schoolId?: number | undefined };

/** Students of the caller's courses, and a school's groups and subdivisions (docs/api.md). */
export const peopleApi = (client: HttpClient) => ({
  students: (query: Paging & { search?: string | undefined; groupId?: number | undefined }) =>
    client.request("students", {
      schema: StudentsResponse,
      query: { page: query.page, per_page: query.perPage, search: query.search, group_id: query.groupId },
    }),
  student: (userId: number) =>
    client.request(`students/${userId}`, { schema: StudentDetailsResponse }).then((answer) => answer.data),

  groups: (query: SchoolPaging) =>
    client.request("groups", {
      schema: GroupsResponse,
      query: { page: query.page, per_page: query.perPage, school_id: query.schoolId },
    }),
  group: (id: number) => client.request(`groups/${id}`, { schema: GroupResponse }).then((answer) => answer.data),
  createGroup: (body: GroupRequest, schoolId?: number) =>
    client
      .request("groups", { method: "POST", body, query: { school_id: schoolId }, schema: GroupResponse })
      .then((answer) => answer.data),
  updateGroup: (id: number, body: GroupRequest) =>
    client.request(`groups/${id}`, { method: "PUT", body, schema: GroupResponse }).then((answer) => answer.data),
  setGroupStudents: (id: number, studentIds: ReadonlyArray<number>) =>
    client
      .request(`groups/${id}/students`, { method: "PUT", body: { student_ids: studentIds }, schema: GroupResponse })
      .then((answer) => answer.data),
  deleteGroup: (id: number) =>
    client.request(`groups/${id}`, { method: "DELETE", schema: DeletedResponse }).then((answer) => answer.data),

  subdivisions: (query: SchoolPaging) =>
    client.request("subdivisions", {
      schema: SubdivisionsResponse,
      query: { page: query.page, per_page: query.perPage, school_id: query.schoolId },
    }),
  subdivision: (id: number) =>
    client.request(`subdivisions/${id}`, { schema: SubdivisionResponse }).then((answer) => answer.data),
  createSubdivision: (body: SubdivisionRequest, schoolId?: number) =>
    client
      .request("subdivisions", { method: "POST", body, query: { school_id: schoolId }, schema: SubdivisionResponse })
      .then((answer) => answer.data),
  updateSubdivision: (id: number, body: SubdivisionRequest) =>
    client
      .request(`subdivisions/${id}`, { method: "PUT", body, schema: SubdivisionResponse })
      .then((answer) => answer.data),
  deleteSubdivision: (id: number) =>
    client.request(`subdivisions/${id}`, { method: "DELETE", schema: DeletedResponse }).then((answer) => answer.data),

  /** A CSV roster enrolled in a course: `dry_run` reports, without it the report of what was done. */
  importRoster: (courseId: number, body: RosterImportRequest) =>
    client
      .request(`courses/${courseId}/enrolments/import`, { method: "POST", body, schema: RosterReportResponse })
      .then((answer) => answer.data),
});
