import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { MyDeadline } from "@app/domain/api/deadlines";
import { DueNote } from "../../lib/deadlines/due-note";

/** The lesson's address, at the task when the date is a task's. */
const hrefOf = (row: MyDeadline): string =>
  `/myCourses/${row.course_id}/lessons/${encodeURIComponent(row.module_id)}/${encodeURIComponent(row.lesson_id)}` +
  (row.task_id === null ? "" : `#task-${row.task_id}`);

/** One dated lesson or task: its name leading to it, the course, and the date in the viewer's zone. */
export const DeadlineRow = ({ row }: { readonly row: MyDeadline }) => {
  const { t } = useTranslation("deadlines");
  return (
    <li className={row.sent ? "deadline-row deadline-sent" : "deadline-row"}>
      <Link href={hrefOf(row)} className="deadline-name">
        {row.task_name ?? t("page.lesson", { name: row.lesson_name })}
      </Link>
      <span className="deadline-course muted">
        {row.course_name}
        {row.task_name !== null && ` · ${row.lesson_name}`}
      </span>
      <DueNote due={row} sent={row.sent} />
    </li>
  );
};
