import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../lib/api/client";
import { bugReportsApi } from "../../lib/qa/bug-reports-api";

const api = bugReportsApi(apiClient);

/** GET /api/bug-reports: every report, the newest first, without their logs (admins only). */
export const useBugReports = () => useQuery({ queryKey: ["bug-reports"], queryFn: api.list });

/** GET /api/bug-reports/{id}: a report with its log's text. */
export const fetchBugReport = (id: string) => api.one(id);
