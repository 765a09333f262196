import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CourseUsers } from "@app/domain/api/access";
import { errorMessages } from "../../lib/api/api-error";
import { Modal } from "../../lib/ui/modal";
// The confirmations' button row and red action (the same as ConfirmModal's).
import "../../lib/ui/confirm-modal.css";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { useCourseUsers, useRemoveUser } from "./use-course-access";
import { displayName } from "@app/domain/people/display-name";

type Student = CourseUsers["students"][number];

/** The course's students (progress, removal) and its assigned teachers. */
export const CourseUsersList = ({ courseId, readOnly }: { readonly courseId: number; readonly readOnly: boolean }) => {
  const { t } = useTranslation("course-users");
  const users = useCourseUsers(courseId);
  const remove = useRemoveUser(courseId);
  const [leaving, setLeaving] = useState<Student | null>(null);
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    if (leaving === null) return;
    try {
      await remove.mutateAsync(leaving.id);
      notifySuccess(t("users.removed", { name: displayName(leaving) }));
      setOpen(false);
    } catch (error) {
      notifyError(errorMessages(error)[0] ?? t("users.removeFailed"));
    }
  };

  const students = users.data?.students ?? [];
  const teachers = users.data?.teachers ?? [];
  return (
    <section className="users-card" aria-labelledby="users-people">
      <h2 id="users-people">{t("users.title")}</h2>
      {users.isPending && <p className="muted">{t("loading")}</p>}
      {users.isError && <p className="form-error">{t("loadError")}</p>}
      {users.isSuccess && (
        <>
          <h3>{t("users.students", { count: students.length })}</h3>
          {students.length === 0 ? (
            <p className="muted">{t("users.noStudents")}</p>
          ) : (
            <ul className="users-list" aria-label={t("users.studentsList")}>
              {students.map((student) => (
                <li key={student.id} className="users-row">
                  <div className="users-row-main">
                    <span className="users-row-title">{displayName(student)}</span>
                    <span className="muted">{student.email}</span>
                  </div>
                  <span className="users-progress">{t("users.progress", { value: Math.round(student.progress) })}</span>
                  {!readOnly && (
                    <button
                      type="button"
                      className="button"
                      aria-label={t("users.removeFor", { name: displayName(student) })}
                      onClick={() => {
                        setLeaving(student);
                        setOpen(true);
                      }}
                    >
                      {t("users.remove")}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <h3>{t("users.teachers", { count: teachers.length })}</h3>
          {teachers.length === 0 ? (
            <p className="muted">{t("users.noTeachers")}</p>
          ) : (
            <ul className="users-list" aria-label={t("users.teachersList")}>
              {teachers.map((teacher) => (
                <li key={teacher.id} className="users-row">
                  <div className="users-row-main">
                    <span className="users-row-title">{displayName(teacher)}</span>
                    <span className="muted">{teacher.email}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        onClosed={() => setLeaving(null)}
        title={t("users.confirmTitle")}
        loading={remove.isPending}
      >
        <p>{t("users.confirmText", { name: leaving === null ? "" : displayName(leaving) })}</p>
        {/* As every confirmation of the app (lib/ui/confirm-modal.tsx): Отмена first, the red action last. */}
        <div className="confirm-actions">
          <button type="button" className="button" disabled={remove.isPending} onClick={() => setOpen(false)}>
            {t("users.cancel")}
          </button>
          <button
            type="button"
            className="button confirm-danger"
            disabled={remove.isPending}
            onClick={() => void confirm()}
          >
            {t("users.confirm")}
          </button>
        </div>
      </Modal>
    </section>
  );
};
