import { useTranslation } from "react-i18next";
import type { CourseState } from "@app/domain/course/course-state";
import { runEdit } from "../../lib/authoring-ui/run-edit";
import type { ErrorOf } from "./error-of";
import { DescriptionField } from "./description-field";
import { LimitedField } from "./limited-field";
import { RefSelect } from "./ref-select";
import { useCourseOptions } from "./use-course-options";

type Props = { readonly course: CourseState; readonly errorOf: ErrorOf; readonly readOnly: boolean };

/** Prices are whole roubles: anything but digits is dropped as it is typed. */
const digits = (text: string): string => text.replace(/\D/g, "");

/** SPEC §3 course about/additional: prices, completion document, practice type and the descriptions. */
export const AdditionalSection = ({ course, errorOf, readOnly }: Props) => {
  const { t } = useTranslation("course-about");
  const options = useCourseOptions();
  const courseID = course.courseID;
  const { additional } = course;
  return (
    <section className="about-card" aria-labelledby="about-additional">
      <h2 id="about-additional">{t("additional.title")}</h2>
      <div className="form-grid">
        <LimitedField
          label={t("additional.price")}
          value={additional.price.value}
          field="additional.price"
          inputMode="numeric"
          checkError={errorOf("additional.price")}
          onEdit={(text) =>
            runEdit({ _tag: "EditAboutText", courseID, field: "price", value: digits(text), at: Date.now() })
          }
        />
        <LimitedField
          label={t("additional.oldPrice")}
          value={additional.old_price.value}
          field="additional.old_price"
          inputMode="numeric"
          onEdit={(text) =>
            runEdit({ _tag: "EditAboutText", courseID, field: "old_price", value: digits(text), at: Date.now() })
          }
        />
        <RefSelect
          label={t("additional.completionDoc")}
          value={additional.completionDoc}
          options={options.data?.certificates ?? []}
          error={errorOf("additional.completionDoc")}
          onSelect={(value) => runEdit({ _tag: "SetAboutRef", courseID, field: "completionDoc", value })}
        />
        <RefSelect
          label={t("additional.practiceType")}
          value={additional.practiceType}
          options={options.data?.practices ?? []}
          error={errorOf("additional.practiceType")}
          onSelect={(value) => runEdit({ _tag: "SetAboutRef", courseID, field: "practiceType", value })}
        />
      </div>
      <DescriptionField
        courseID={courseID}
        description={additional.description}
        error={errorOf("additional.description")}
        readOnly={readOnly}
      />
      <LimitedField
        label={t("additional.additionalDescription")}
        value={additional.additionalDescription}
        field="additional.additionalDescription"
        multiline
        onEdit={(value) =>
          runEdit({ _tag: "EditAboutText", courseID, field: "additionalDescription", value, at: Date.now() })
        }
      />
    </section>
  );
};
