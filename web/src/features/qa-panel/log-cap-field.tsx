import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isValidLogCap, LOG_CAP_LIMITS, readLogCap, storeLogCap } from "../../lib/qa/log-cap";
import { sessionLog } from "../../lib/model/domain-store";
import { notifySuccess } from "../../lib/ui/toast";

/** The ring's size: applied at once to this session's log and kept for the next ones. */
export const LogCapField = () => {
  const { t } = useTranslation("qa-panel");
  const id = useId();
  const [value, setValue] = useState(() => String(readLogCap()));
  const [error, setError] = useState<string | null>(null);
  const limits = { min: LOG_CAP_LIMITS.min.toLocaleString("ru-RU"), max: LOG_CAP_LIMITS.max.toLocaleString("ru-RU") };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cap = Number(value.replace(/\s/g, ""));
    if (!isValidLogCap(cap)) return setError(t("capInvalid", limits));
    setError(null);
    sessionLog.setCap(cap);
    storeLogCap(cap);
    notifySuccess(t("capSaved", { cap: cap.toLocaleString("ru-RU") }));
  };

  return (
    <form className="qa-cap" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t("cap")}</label>
      <div className="qa-cap-row">
        <input
          id={id}
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="button">
          {t("capApply")}
        </button>
      </div>
      <p
        id={`${id}-hint`}
        className={error === null ? "muted" : "field-error"}
        role={error === null ? undefined : "alert"}
      >
        {error ?? t("capHint", limits)}
      </p>
    </form>
  );
};
