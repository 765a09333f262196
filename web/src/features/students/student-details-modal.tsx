import { useTranslation } from "react-i18next";
import type { StudentDetails } from "@app/domain/api/people";
import { Avatar } from "../../lib/ui/avatar";
import { Modal } from "../../lib/ui/modal";
import { useStudent } from "./people-queries";
import { displayName } from "@app/domain/people/display-name";
import { studyStatusLabel } from "@app/domain/passage/study-status";
import { formatDate } from "../../lib/i18n/format";

const dateOf = (iso: string): string => formatDate(iso);

/** GET /api/students/{id}: the student's contacts, groups and his courses with their progress. */
type Props = { readonly userId: number | null; readonly open: boolean; readonly onClose: () => void };

export const StudentDetailsModal = ({ userId, open, onClose }: Props) => {
  const { t } = useTranslation("students");
  const student = useStudent(userId);
  const data = student.data;
  const name =
    data === undefined
      ? t("details.title")
      : displayName({ email: data.email, name: data.profile.name, surname: data.profile.surname });
  return (
    <Modal open={open} onClose={onClose} title={name} className="student-modal">
      {student.isPending && <p className="muted">{t("loading")}</p>}
      {student.isError && <p role="alert">{t("loadError")}</p>}
      {data !== undefined && <Details data={data} />}
    </Modal>
  );
};

const Details = ({ data }: { readonly data: StudentDetails }) => {
  const { t } = useTranslation("students");
  return (
    <div className="student-details">
      <div className="student-details-head">
        <Avatar picture={data.profile.profile_picture} name="" size={55} imageOnly />
        <dl className="student-facts">
          <dt>{t("details.email")}</dt>
          <dd>{data.email}</dd>
          {data.profile.phone !== null && (
            <>
              <dt>{t("details.phone")}</dt>
              <dd>+{data.profile.phone}</dd>
            </>
          )}
          {data.profile.city !== null && (
            <>
              <dt>{t("details.city")}</dt>
              <dd>{data.profile.city}</dd>
            </>
          )}
          <dt>{t("details.groups")}</dt>
          <dd translate={data.groups.length === 0 ? undefined : "no"}>
            {data.groups.length === 0 ? t("table.noGroups") : data.groups.map((group) => group.name).join(", ")}
          </dd>
        </dl>
      </div>
      <h3>{t("details.courses")}</h3>
      {data.courses.length === 0 && <p className="muted">{t("details.noCourses")}</p>}
      <ul className="student-courses">
        {data.courses.map((course) => (
          <li key={course.id}>
            <div className="student-course-head">
              <strong>{course.name}</strong>
              <span className={course.completed ? "student-badge student-badge-done" : "student-badge"}>
                {studyStatusLabel(course.status)}
              </span>
            </div>
            <progress max={100} value={course.progress} aria-label={t("details.progress", { name: course.name })}>
              {course.progress}%
            </progress>
            <p className="muted">
              {course.progress}% ·{" "}
              {t("details.lessons", { done: course.lessons_completed, total: course.lessons_total })}
              {course.last_activity !== null &&
                ` · ${t("details.lastActivity", { date: dateOf(course.last_activity) })}`}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
};
