import { useTranslation } from "react-i18next";
import type { UserStatisticsRow } from "@app/domain/api/statistics";
import { ProgressBar } from "../../lib/charts/progress-bar";
import { statusOf } from "./stats-model";
import { formatDate } from "../../lib/i18n/format";
import { studyStatusLabel } from "@app/domain/passage/study-status";

type Props = { readonly rows: ReadonlyArray<UserStatisticsRow>; readonly showStudent: boolean };

/** Students × courses: progress, lessons, tests, tasks, status and last activity (cards on phones). */
export const ProgressTable = ({ rows, showStudent }: Props) => {
  const { t } = useTranslation("users-statistics");
  const head = (key: string) => t(`table.${key}`);
  return (
    <table className="stats-table">
      <caption className="visually-hidden">{t("table.caption")}</caption>
      <thead>
        <tr>
          {showStudent && <th scope="col">{head("student")}</th>}
          <th scope="col">{head("course")}</th>
          <th scope="col">{head("progress")}</th>
          <th scope="col">{head("lessons")}</th>
          <th scope="col">{head("testScore")}</th>
          <th scope="col">
            <abbr title={t("table.tasksHint")}>{head("tasks")}</abbr>
          </th>
          <th scope="col">{head("status")}</th>
          <th scope="col">{head("lastActivity")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const status = statusOf(row);
          return (
            <tr key={`${row.student.id}-${row.course.id}`} data-testid="stats-row">
              {showStudent && (
                <th scope="row" data-label={head("student")}>
                  <span className="stats-student">{row.student.name}</span>
                  <span className="stats-email">{row.student.email}</span>
                </th>
              )}
              <td data-label={head("course")}>{row.course.name}</td>
              <td data-label={head("progress")} data-value={row.progress}>
                <ProgressBar
                  value={row.progress}
                  label={t("table.progressOf", { name: row.student.name, course: row.course.name })}
                />
              </td>
              <td className="stats-number" data-label={head("lessons")}>
                {row.lessons_completed} / {row.lessons_total}
              </td>
              <td className="stats-number" data-label={head("testScore")}>
                {row.test_score === null ? t("table.never") : `${row.test_score} %`}
              </td>
              <td className="stats-number" data-label={head("tasks")}>
                {t("table.tasksValue", {
                  accepted: row.tasks_accepted,
                  sentBack: row.tasks_sent_back,
                  onReview: row.tasks_on_review,
                })}
              </td>
              <td data-label={head("status")}>
                <span className={`stats-status stats-status-${status}`}>{studyStatusLabel(row.status)}</span>
              </td>
              <td className="stats-number" data-label={head("lastActivity")}>
                {row.last_activity === null ? t("table.never") : formatDate(row.last_activity)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
