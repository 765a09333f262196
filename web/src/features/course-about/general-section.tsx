import { useTranslation } from "react-i18next";
import { LIMITS } from "@app/domain/constants";
import type { CourseState } from "@app/domain/course/course-state";
import { runEdit } from "../../lib/authoring-ui/run-edit";
import { AdvantagesEditor } from "./advantages-editor";
import { LimitedField } from "./limited-field";
import { RefSelect } from "./ref-select";
import { SchoolSelect } from "./school-select";
import type { ErrorOf } from "./error-of";
import { useCourseOptions } from "./use-course-options";

type Props = { readonly course: CourseState; readonly errorOf: ErrorOf };

/** SPEC §3 course about/general: name, summary, category, school and the advantages. */
export const GeneralSection = ({ course, errorOf }: Props) => {
  const { t } = useTranslation("course-about");
  const options = useCourseOptions();
  const courseID = course.courseID;
  return (
    <section className="about-card" aria-labelledby="about-general">
      <h2 id="about-general">{t("general.title")}</h2>
      <LimitedField
        label={t("general.name")}
        value={course.general.name.value}
        field="general.name"
        max={LIMITS.name}
        checkError={errorOf("general.name")}
        onEdit={(value) => runEdit({ _tag: "EditAboutText", courseID, field: "name", value, at: Date.now() })}
      />
      <LimitedField
        label={t("general.summary")}
        value={course.general.summary}
        field="general.summary"
        multiline
        onEdit={(value) => runEdit({ _tag: "EditAboutText", courseID, field: "summary", value, at: Date.now() })}
      />
      <div className="form-grid">
        <RefSelect
          label={t("general.category")}
          value={course.general.category}
          options={options.data?.categories ?? []}
          error={errorOf("general.category")}
          onSelect={(value) => runEdit({ _tag: "SetAboutRef", courseID, field: "category", value })}
        />
        <SchoolSelect course={course} error={errorOf("page.selectedSchoolID")} />
      </div>
      <AdvantagesEditor course={course} errorOf={errorOf} />
    </section>
  );
};
