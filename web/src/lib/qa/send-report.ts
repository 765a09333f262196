import type { BugReportSummary } from "@app/domain/api/bug-reports";
import type { PrivacyOptions } from "@app/domain/log/private-log";
import { apiClient } from "../api/client";
import { bugReportsApi } from "./bug-reports-api";
import { privateLogText } from "./download-log";

/**
 * `Отправить отчёт` (issue #33 part 7): the log as `Скачать журнал` would save it (made private the
 * same way), with the person's description and the page he is on, to POST /api/bug-reports.
 */
export const sendReport = (
  entries: ReadonlyArray<unknown>,
  privacy: PrivacyOptions,
  description: string,
): Promise<BugReportSummary> =>
  bugReportsApi(apiClient).send({
    description,
    log: privateLogText(entries, privacy),
    page: `${window.location.pathname}${window.location.search}`,
  });
