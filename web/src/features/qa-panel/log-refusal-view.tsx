import { useTranslation } from "react-i18next";
import type { LogRefusal } from "./read-log-file";

/**
 * A refused log in place (issue #33): the sentence that names the entry by its seq and the field, the
 * technical detail behind `Подробнее`. It stays until the next file is chosen (a toast closed after 5 s).
 */
export const LogRefusalView = ({ refusal }: { readonly refusal: LogRefusal }) => {
  const { t } = useTranslation("qa-panel");
  return (
    <div className="qa-warning qa-refusal" role="alert" data-testid="qa-refusal">
      <p>
        <strong>{t("refused")}</strong> {refusal.message}
      </p>
      <details>
        <summary>{t("details")}</summary>
        <pre className="qa-detail">{refusal.detail}</pre>
      </details>
    </div>
  );
};
