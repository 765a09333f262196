import { useTranslation } from "react-i18next";
import { MIN_ADVANTAGES } from "@app/domain/constants";
import type { CourseState } from "@app/domain/course/course-state";
import { runEdit } from "../../lib/authoring-ui/run-edit";
import type { ErrorOf } from "./error-of";
import { LimitedField } from "./limited-field";

type Props = { readonly course: CourseState; readonly errorOf: ErrorOf };

/** SPEC §5: at least 3 advantages always show (blank ones padded in); rows beyond 3 can be removed. */
export const AdvantagesEditor = ({ course, errorOf }: Props) => {
  const { t } = useTranslation("course-about");
  const courseID = course.courseID;
  const advantages = course.general.advantages;
  return (
    <fieldset className="about-group">
      <legend>{t("advantages.title")}</legend>
      <ol className="advantage-list">
        {advantages.map((advantage, index) => (
          <li key={index} className="advantage-row">
            <LimitedField
              label={t("advantages.item", { n: index + 1 })}
              value={advantage.description}
              field={`general.advantages.${index}.description`}
              checkError={errorOf(`general.advantages.${index}.description`)}
              onEdit={(description) => runEdit({ _tag: "EditAdvantage", courseID, index, description, at: Date.now() })}
            />
            {advantages.length > MIN_ADVANTAGES && (
              <button
                type="button"
                className="button about-row-action about-action"
                aria-label={t("advantages.remove", { n: index + 1 })}
                onClick={() => runEdit({ _tag: "RemoveAdvantage", courseID, index })}
              >
                {t("remove")}
              </button>
            )}
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button about-action"
        onClick={() => runEdit({ _tag: "AddAdvantage", courseID, id: null })}
      >
        {t("advantages.add")}
      </button>
    </fieldset>
  );
};
