import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { CourseState } from "@app/domain/course/course-state";
import { runEdit } from "../../lib/authoring-ui/run-edit";

type Props = { readonly course: CourseState; readonly error?: string | undefined };

/**
 * The school the course is published under (SPEC §3 selectedSchoolID). The loader selects the
 * course's own school, so this shows only when none is selected: the course checks require one.
 */
export const SchoolSelect = ({ course, error }: Props) => {
  const { t } = useTranslation("course-about");
  const id = useId();
  const { school, selectedSchoolID } = course.page;
  if (selectedSchoolID !== null && error === undefined) return null;
  const schools = school === null ? [] : [school];
  return (
    <div className="field">
      <label htmlFor={id}>{t("general.school")}</label>
      <select
        id={id}
        value={selectedSchoolID ?? ""}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        onChange={(e) =>
          runEdit({
            _tag: "SelectSchool",
            courseID: course.courseID,
            schoolID: e.target.value === "" ? null : e.target.value,
          })
        }
      >
        <option value="">{t("notSelected")}</option>
        {schools.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name === "" ? t("general.schoolNumber", { id: s.id }) : s.name}
          </option>
        ))}
      </select>
      {error !== undefined && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
};
