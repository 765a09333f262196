import { useTranslation } from "react-i18next";
import type { CourseState } from "@app/domain/course/course-state";
import { ActionName } from "@app/domain/course/settings";
import { runEdit } from "../../lib/authoring-ui/run-edit";
import { SwitchField } from "./switch-field";

/** SPEC §3 course settings actions: six flags (defaults of SPEC §5). */
export const ActionsSection = ({ course }: { readonly course: CourseState }) => {
  const { t } = useTranslation("course-settings");
  return (
    <section className="settings-card" aria-labelledby="settings-actions">
      <h2 id="settings-actions">{t("actions.title")}</h2>
      {ActionName.literals.map((action) => (
        <SwitchField
          key={action}
          label={t(`actions.${action}.label`)}
          hint={t(`actions.${action}.hint`)}
          checked={course.settings.actions[action]}
          onChange={(value) => runEdit({ _tag: "SetSettingsAction", courseID: course.courseID, action, value })}
        />
      ))}
    </section>
  );
};
