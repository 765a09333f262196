import {
  BugReportCreatedResponse,
  BugReportResponse,
  BugReportsResponse,
  type BugReportRequest,
} from "@app/domain/api/bug-reports";
import type { HttpClient } from "../api/http-client";

/** `Отправить отчёт` and the admins' report list (issue #33 part 7, docs/api.md "Bug reports"). */
export const bugReportsApi = (client: HttpClient) => ({
  send: (report: BugReportRequest) =>
    client
      .request("bug-reports", { method: "POST", body: report, schema: BugReportCreatedResponse })
      .then((answer) => answer.data),
  list: () => client.request("bug-reports", { schema: BugReportsResponse }).then((answer) => answer.data),
  one: (id: string) =>
    client
      .request(`bug-reports/${encodeURIComponent(id)}`, { schema: BugReportResponse })
      .then((answer) => answer.data),
});
