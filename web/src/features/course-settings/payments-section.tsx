import { useTranslation } from "react-i18next";
import type { CourseState } from "@app/domain/course/course-state";
import { runEdit } from "../../lib/authoring-ui/run-edit";
import { SwitchField } from "./switch-field";

/**
 * The payment methods a course can offer. SPEC gives payments only as a list of id + selected, and
 * the API names no methods, so the platform's methods are fixed here; ids already in a course that
 * are not among them are still shown, by id.
 */
const KNOWN = ["card", "sbp", "installment", "invoice"] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (id: string): id is Known => KNOWN.some((k) => k === id);

export const PaymentsSection = ({ course }: { readonly course: CourseState }) => {
  const { t } = useTranslation("course-settings");
  const payments = course.settings.payments;
  const ids = [...KNOWN, ...payments.map((p) => p.id).filter((id) => !isKnown(id))];
  return (
    <section className="settings-card" aria-labelledby="settings-payments">
      <h2 id="settings-payments">{t("payments.title")}</h2>
      <p className="muted">{t("payments.lead")}</p>
      {ids.map((id) => (
        <SwitchField
          key={id}
          label={isKnown(id) ? t(`payments.methods.${id}`) : t("payments.other", { id })}
          checked={payments.some((p) => p.id === id && p.selected)}
          onChange={(selected) => runEdit({ _tag: "SelectPayment", courseID: course.courseID, id, selected })}
        />
      ))}
    </section>
  );
};
