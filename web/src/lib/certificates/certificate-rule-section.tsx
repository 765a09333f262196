import { useState } from "react";
import { useTranslation } from "react-i18next";
import { certificateRuleErrors, type CertificateRule } from "@app/domain/certificates/certificate-rule";
import { errorMessages, isApiError } from "../api/api-error";
import { TextField } from "../ui/text-field";
import { notifyError, notifySuccess } from "../ui/toast";
import { useCertificateRule, useSetCertificateRule } from "./use-certificates";
import "./certificates.css";

type Errors = Readonly<Record<string, ReadonlyArray<string>>>;

const RuleForm = ({ courseId, rule }: { readonly courseId: number; readonly rule: CertificateRule }) => {
  const { t } = useTranslation("certificates");
  const save = useSetCertificateRule(courseId);
  const [pass, setPass] = useState(String(rule.pass_percent));
  const [honours, setHonours] = useState(String(rule.honours_percent));
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const next = { pass_percent: Number(pass.trim() || NaN), honours_percent: Number(honours.trim() || NaN) };
    const found = certificateRuleErrors(next);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync(next);
      notifySuccess(t("rule.saved"));
    } catch (failure) {
      const validation = isApiError(failure) ? failure.body?.errors?.validation : undefined;
      if (validation !== undefined) setErrors(validation);
      else notifyError(errorMessages(failure)[0] ?? t("staff.failed"));
    }
  };

  return (
    <div
      className="certificate-rule-fields"
      onKeyDown={(e) => {
        if (e.key === "Enter" && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          void submit();
        }
      }}
    >
      <TextField
        label={t("rule.pass")}
        inputMode="numeric"
        value={pass}
        error={errors["pass_percent"]?.[0]}
        onChange={(e) => setPass(e.target.value)}
      />
      <TextField
        label={t("rule.honours")}
        inputMode="numeric"
        value={honours}
        error={errors["honours_percent"]?.[0]}
        onChange={(e) => setHonours(e.target.value)}
      />
      <button type="button" className="button" disabled={save.isPending} onClick={() => void submit()}>
        {t("rule.save")}
      </button>
    </div>
  );
};

/**
 * `Настройки`: the course's certificate thresholds (issue #36). Saved at once by their own button, not
 * with the draft: they are a rule of issuing, and a change never takes back a certificate.
 */
export const CertificateRuleSection = ({
  courseId,
  className,
}: {
  readonly courseId: number;
  readonly className: string;
}) => {
  const { t } = useTranslation("certificates");
  const rule = useCertificateRule(courseId);
  return (
    <section className={className} aria-labelledby="settings-certificate">
      <h2 id="settings-certificate">{t("rule.title")}</h2>
      <p className="muted">{t("rule.hint")}</p>
      {rule.isError && <p className="form-error">{t("loadError")}</p>}
      {rule.data !== undefined && <RuleForm courseId={courseId} rule={rule.data} />}
    </section>
  );
};
