import type { BugReportSummary } from "@app/domain/api/bug-reports";
import type { Store } from "../store/store";
import type { DbData } from "../store/db-schema";
import { nextId } from "../store/next-id";
import { displayName } from "../people/person-view";
import type { BugReportRecord } from "./bug-report-record";

/** Stores a report (issue #33 part 7). */
export const addBugReport = (store: Store, report: Omit<BugReportRecord, "id">): Promise<BugReportRecord> =>
  store.update((db) => {
    const record: BugReportRecord = { id: nextId(db, "bugReports"), ...report };
    db.bugReports.push(record);
    return record;
  });

/** A report as the list shows it: without its log. */
export const bugReportSummary = (db: DbData, report: BugReportRecord): BugReportSummary => ({
  id: report.id,
  description: report.description,
  page: report.page,
  created_at: report.created_at,
  author: { id: report.user_id, name: displayName(db, report.user_id), role: report.role },
  events: report.events,
});

/** Every report, the newest first. */
export const bugReportList = (db: DbData): ReadonlyArray<BugReportSummary> =>
  [...db.bugReports]
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map((report) => bugReportSummary(db, report));
