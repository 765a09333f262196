import { useTranslation } from "react-i18next";
import type { CertificateStatus } from "@app/domain/certificates/certificate-api";
import "./certificates.css";

/** `Действителен` or `Отозван`, as a badge. */
export const CertificateStatusBadge = ({ status }: { readonly status: CertificateStatus }) => {
  const { t } = useTranslation("certificates");
  return (
    <span className={`certificate-status certificate-status-${status}`} data-status={status}>
      {t(status)}
    </span>
  );
};
