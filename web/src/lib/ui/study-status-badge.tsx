import { studyStatusLabel, type StudyStatus } from "@app/domain/passage/study-status";
import "./study-status-badge.css";

/**
 * A student's status in a lesson or a course, in the one vocabulary (issue #23): `Не начат`,
 * `В процессе`, `На проверке`, `На доработке`, `Завершён`, from domain/passage/study-status.
 */
export const StudyStatusBadge = ({ status }: { readonly status: StudyStatus }) => (
  <span className={`study-status study-status-${status}`} data-status={status}>
    {studyStatusLabel(status)}
  </span>
);
