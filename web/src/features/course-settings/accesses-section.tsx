import { useTranslation } from "react-i18next";
import type { CourseState } from "@app/domain/course/course-state";
import { editAccesses } from "../../lib/authoring-ui/edit-accesses";
import { SwitchField } from "./switch-field";
import { useSchoolTeachers } from "./use-school-teachers";

/** SPEC §3 course settings accesses: enrolment open, by invitation only, and the assigned teachers. */
export const AccessesSection = ({ course }: { readonly course: CourseState }) => {
  const { t } = useTranslation("course-settings");
  const school = useSchoolTeachers(course.courseID);
  const { available, accessByEmail, teachers } = course.settings.accesses;
  const listed = [
    ...school.teachers,
    ...teachers
      .filter((id) => !school.teachers.some((s) => s.id === id))
      .map((id) => ({ id, name: t("accesses.teacherId", { id }) })),
  ];
  const toggle = (id: string, on: boolean) =>
    editAccesses(course, {
      teachers: on ? [...teachers.filter((x) => x !== id), id] : teachers.filter((x) => x !== id),
    });
  return (
    <section className="settings-card" aria-labelledby="settings-accesses">
      <h2 id="settings-accesses">{t("accesses.title")}</h2>
      <SwitchField
        label={t("accesses.available.label")}
        hint={t("accesses.available.hint")}
        checked={available}
        onChange={(value) => editAccesses(course, { available: value })}
      />
      <SwitchField
        label={t("accesses.accessByEmail.label")}
        hint={t("accesses.accessByEmail.hint")}
        checked={accessByEmail}
        onChange={(value) => editAccesses(course, { accessByEmail: value })}
      />
      <fieldset className="settings-teachers">
        <legend>{t("accesses.teachers")}</legend>
        <p className="muted">{t("accesses.teachersHint")}</p>
        {school.isPending && <p className="muted">{t("loading")}</p>}
        {school.isError && <p className="form-error">{t("loadError")}</p>}
        {!school.isPending && listed.length === 0 && <p className="muted">{t("accesses.noTeachers")}</p>}
        {listed.map((teacher) => (
          <label key={teacher.id} className="settings-check">
            <input
              type="checkbox"
              checked={teachers.includes(teacher.id)}
              onChange={(e) => toggle(teacher.id, e.target.checked)}
            />
            <span>{teacher.name}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
};
