import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { CourseOption } from "./stats-model";

type Props = {
  readonly options: ReadonlyArray<CourseOption>;
  readonly value: number | undefined;
  readonly onChange: (id: number | undefined) => void;
};

/** The course filter: 'Все курсы' or one course. */
export const CourseSelect = ({ options, value, onChange }: Props) => {
  const { t } = useTranslation("users-statistics");
  const id = useId();
  return (
    <div className="field stats-filter">
      <label htmlFor={id}>{t("course")}</label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
      >
        <option value="">{t("allCourses")}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
};
