import { useTranslation } from "react-i18next";
import type { CourseState } from "@app/domain/course/course-state";
import { DraftGate } from "../../lib/authoring-ui/draft-gate";
import { CertificateRuleSection } from "../../lib/certificates/certificate-rule-section";
import { AccessesSection } from "./accesses-section";
import { ActionsSection } from "./actions-section";
import { PaymentsSection } from "./payments-section";
import { DeadlinesSection } from "./deadlines-section";
import "./course-settings.css";

const SettingsForm = ({ course, readOnly }: { readonly course: CourseState; readonly readOnly: boolean }) => {
  const { t } = useTranslation("course-settings");
  return (
    <form className="settings-tab" aria-label={t("title")} onSubmit={(e) => e.preventDefault()}>
      <fieldset className="settings-root" disabled={readOnly}>
        <legend className="visually-hidden">{t("title")}</legend>
        <ActionsSection course={course} />
        <AccessesSection course={course} />
        <PaymentsSection course={course} />
        {/^\d+$/.test(course.courseID) && (
          <CertificateRuleSection courseId={Number(course.courseID)} className="settings-card" />
        )}
        {/^\d+$/.test(course.courseID) && <DeadlinesSection course={course} />}
      </fieldset>
    </form>
  );
};

/**
 * The course screen's `Настройки` tab: the action flags, access rules and payments, each a domain
 * command; the certificate rule and the deadlines (issue #37), each saved by its own button.
 */
export const SettingsTab = ({ courseID }: { readonly courseID: string }) => {
  return (
    <DraftGate courseID={courseID}>
      {(course, readOnly) => <SettingsForm course={course} readOnly={readOnly} />}
    </DraftGate>
  );
};
