import {
  AdminSchoolResponse,
  AdminSchoolsResponse,
  AdminUserResponse,
  AdminUsersResponse,
  AuditLogResponse,
  type ChangeRoleRequest,
  type CreateSchoolRequest,
} from "@app/domain/api/admin";
import type { HttpClient } from "./http-client";

type Paging = { readonly page: number; readonly perPage: number };

/** The administrators' API (issue #32 part 4, docs/api.md "Administration"). */
export const adminApi = (client: HttpClient) => ({
  schools: () => client.request("admin/schools", { schema: AdminSchoolsResponse }).then((answer) => answer.data),
  createSchool: (body: CreateSchoolRequest) =>
    client
      .request("admin/schools", { method: "POST", body, schema: AdminSchoolResponse })
      .then((answer) => answer.data),
  users: (query: Paging & { readonly email: string }) =>
    client.request("admin/users", {
      schema: AdminUsersResponse,
      query: { email: query.email === "" ? undefined : query.email, page: query.page, per_page: query.perPage },
    }),
  changeRole: (userId: number, body: ChangeRoleRequest) =>
    client
      .request(`admin/users/${userId}/role`, { method: "PUT", body, schema: AdminUserResponse })
      .then((answer) => answer.data),
  auditLog: (query: Paging) =>
    client.request("admin/audit-log", {
      schema: AuditLogResponse,
      query: { page: query.page, per_page: query.perPage },
    }),
});
