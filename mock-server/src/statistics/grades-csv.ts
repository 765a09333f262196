import type { CourseRecord } from "@app/domain/api/courses";
import { csvDateTime } from "@app/domain/csv/csv-date";
import { csvTable, type CsvColumn } from "@app/domain/csv/csv-text";
import { GRADES_HEADERS, unnamed, workStatusLabel } from "@app/domain/csv/export-labels";
import type { DbData } from "../store/db-schema";
import type { SubmissionRecord, TestAttemptRecord } from "../store/platform-records";
import { takenBody } from "./course-lessons";
import { courseProgress } from "./course-statistics";
import { latestAttempts, scoreOf, type StudentProgress } from "./student-progress";
import { displayName } from "./student-name";

/** The course's tests and free tasks in order, as the students take them (course-lessons.ts). */
const gradedBlocks = (db: DbData, courseId: number) => {
  const blocks = (takenBody(db, courseId)?.moduleList ?? []).flatMap((module) =>
    module.lessons.flatMap((lesson) => [...lesson.lessonContent, ...lesson.tasks.flatMap((t) => t.taskContent)]),
  );
  const tests = blocks.flatMap((b) =>
    b.content._tag === "test" ? [{ id: b.contentBlockID, name: b.content.name }] : [],
  );
  const tasks = blocks.flatMap((b) =>
    b.content._tag === "freeTask" ? [{ id: b.contentBlockID, title: b.content.title }] : [],
  );
  return {
    tests: tests.map((t, i) => ({ id: t.id, name: t.name.trim() || unnamed.test(i + 1) })),
    tasks: tasks.map((t, i) => ({ id: t.id, title: t.title.trim() || unnamed.task(i + 1) })),
  };
};

const byStudent = <R extends { readonly user_id: number }>(records: ReadonlyArray<R>): Map<number, R[]> => {
  const map = new Map<number, R[]>();
  for (const record of records) {
    const list = map.get(record.user_id);
    if (list === undefined) map.set(record.user_id, [record]);
    else list.push(record);
  }
  return map;
};

/** What one line of the export is made of. */
type StudentLine = {
  readonly name: string;
  readonly email: string;
  readonly groups: string;
  readonly progress: StudentProgress;
  readonly completedAt: string | null;
  readonly attempts: ReadonlyArray<TestAttemptRecord>;
  readonly works: ReadonlyMap<string, SubmissionRecord>;
};

/**
 * Issue #38 part 5: the course's grades as CSV (domain/csv), one line per enrolled student by name:
 * name, e-mail, his groups in the course's school, progress, each test's score (its latest answer, as
 * the statistics count it), each free task's status and attempts, enrolment, last activity and
 * completion, dates in `timeZone`.
 */
export const gradesCsv = (db: DbData, course: CourseRecord, timeZone: string): string => {
  const { tests, tasks } = gradedBlocks(db, course.id);
  const users = new Map(db.users.map((u) => [u.id, u]));
  const enrolments = new Map(db.enrolments.filter((e) => e.course_id === course.id).map((e) => [e.user_id, e]));
  const groups = db.groups.filter((g) => g.school_id === course.school_id);
  const attempts = byStudent(db.testAttempts.filter((a) => a.course_id === course.id));
  const works = byStudent(db.submissions.filter((s) => s.course_id === course.id));
  const lines: StudentLine[] = courseProgress(db, course)
    .map((p) => ({
      name: displayName(users.get(p.userId)),
      email: users.get(p.userId)?.email ?? "",
      groups: groups
        .filter((g) => g.student_ids.includes(p.userId))
        .map((g) => g.name)
        .join(", "),
      progress: p,
      completedAt: p.completed ? (enrolments.get(p.userId)?.completed_at ?? null) : null,
      attempts: attempts.get(p.userId) ?? [],
      works: new Map((works.get(p.userId) ?? []).map((s) => [s.block_id, s])),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "ru") || a.progress.userId - b.progress.userId);
  const date = (iso: string | null) => csvDateTime(iso, timeZone);
  const columns: ReadonlyArray<CsvColumn<StudentLine>> = [
    { header: GRADES_HEADERS.student, cell: (l) => l.name },
    { header: GRADES_HEADERS.email, cell: (l) => l.email },
    { header: GRADES_HEADERS.groups, cell: (l) => l.groups },
    { header: GRADES_HEADERS.progress, cell: (l) => l.progress.progress },
    ...tests.map((test) => ({
      header: GRADES_HEADERS.test(test.name),
      cell: (l: StudentLine) => scoreOf(latestAttempts(l.attempts.filter((a) => a.block_id === test.id))),
    })),
    ...tasks.flatMap((task) => [
      {
        header: GRADES_HEADERS.taskStatus(task.title),
        cell: (l: StudentLine) => workStatusLabel(l.works.get(task.id)?.status ?? "none"),
      },
      {
        header: GRADES_HEADERS.taskAttempts(task.title),
        cell: (l: StudentLine) => l.works.get(task.id)?.attempts.length ?? 0,
      },
    ]),
    { header: GRADES_HEADERS.enrolledAt, cell: (l) => date(l.progress.enrolledAt) },
    { header: GRADES_HEADERS.lastActivity, cell: (l) => date(l.progress.lastActivity) },
    { header: GRADES_HEADERS.completedAt, cell: (l) => date(l.completedAt) },
  ];
  return csvTable(columns, lines);
};
