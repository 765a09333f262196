import type { QueueItem } from "@app/domain/api/review";
import { csvDateTime } from "@app/domain/csv/csv-date";
import { csvTable, type CsvColumn } from "@app/domain/csv/csv-text";
import { REVIEW_HEADERS, workStatusLabel } from "@app/domain/csv/export-labels";
import { scoreOf } from "@app/domain/review/rubric-marks";
import type { DbData } from "../store/db-schema";
import { submissionById } from "../store/lookups";
import type { FeedbackRecord, SubmissionRecord } from "../store/platform-records";
import { findLesson } from "./course-tree";
import { displayName, emailOf } from "../people/person-view";

type WorkLine = { readonly item: QueueItem; readonly record: SubmissionRecord | undefined };

/** The latest teacher's decision on a work: its last attempt's feedback, if any. */
const lastFeedback = (record: SubmissionRecord | undefined): FeedbackRecord | null =>
  record?.attempts[record.attempts.length - 1]?.feedback ?? null;

/** The rubric's points of the last decision; no rubric → empty cells. */
const points = (line: WorkLine) => {
  const marks = lastFeedback(line.record)?.rubric;
  return marks === undefined || marks.length === 0 ? null : scoreOf(marks);
};

/**
 * Issue #38 part 5: the review queue's works as CSV (domain/csv), in the queue's order, one line per
 * work: student, course, lesson, task, status, attempts, when the last attempt was sent, when and by
 * whom it was last decided, and the rubric's points of that decision; dates in `timeZone`.
 */
export const reviewCsv = (db: DbData, works: ReadonlyArray<QueueItem>, timeZone: string): string => {
  const lines = works.map((item) => ({ item, record: submissionById(db.submissions, item.id) }));
  const date = (iso: string | null) => csvDateTime(iso, timeZone);
  const columns: ReadonlyArray<CsvColumn<WorkLine>> = [
    { header: REVIEW_HEADERS.student, cell: (l) => displayName(db, l.item.student.id) },
    { header: REVIEW_HEADERS.email, cell: (l) => emailOf(db, l.item.student.id) },
    { header: REVIEW_HEADERS.course, cell: (l) => l.item.course_name },
    {
      header: REVIEW_HEADERS.lesson,
      cell: (l) =>
        l.record === undefined ? null : (findLesson(db, l.record.course_id, l.record.lesson_id)?.lessonName ?? null),
    },
    { header: REVIEW_HEADERS.task, cell: (l) => l.item.task_name },
    { header: REVIEW_HEADERS.status, cell: (l) => workStatusLabel(l.item.status) },
    { header: REVIEW_HEADERS.attempts, cell: (l) => l.item.attempts },
    { header: REVIEW_HEADERS.sentAt, cell: (l) => date(l.item.submitted_at) },
    { header: REVIEW_HEADERS.decidedAt, cell: (l) => date(lastFeedback(l.record)?.at ?? null) },
    {
      header: REVIEW_HEADERS.teacher,
      cell: (l) => {
        const feedback = lastFeedback(l.record);
        return feedback === null ? null : displayName(db, feedback.teacher_id);
      },
    },
    { header: REVIEW_HEADERS.points, cell: (l) => points(l)?.points ?? null },
    { header: REVIEW_HEADERS.maxPoints, cell: (l) => points(l)?.max ?? null },
  ];
  return csvTable(columns, lines);
};
