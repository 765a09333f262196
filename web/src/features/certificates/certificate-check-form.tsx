import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import {
  isCertificateNumber,
  normalizeCertificateNumber,
  verificationPath,
} from "@app/domain/certificates/certificate-number";
import { TextField } from "../../lib/ui/text-field";

/** How a number looks (domain/src/certificates/certificate-number.ts), shown under the field: not translated. */
const EXAMPLE = "CP-2026-7K3F9XQ2";

/** A number field and `Проверить сертификат`: opens /certificates/{number}. */
export const CertificateCheckForm = ({ initial = "" }: { readonly initial?: string }) => {
  const { t } = useTranslation("certificates");
  const [, navigate] = useLocation();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <form
      className="certificate-check"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const number = normalizeCertificateNumber(text);
        if (!isCertificateNumber(number)) return setError(t("numberInvalid"));
        navigate(verificationPath(number));
      }}
    >
      <TextField
        label={t("number")}
        value={text}
        autoComplete="off"
        spellCheck={false}
        error={error}
        onChange={(e) => {
          setText(e.target.value);
          setError(undefined);
        }}
      />
      <p className="muted">
        {t("numberHint")} <span translate="no">{EXAMPLE}</span>
      </p>
      <button type="submit" className="button button-primary">
        {t("check")}
      </button>
    </form>
  );
};
