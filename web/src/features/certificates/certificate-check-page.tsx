import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { CertificateCheckForm } from "./certificate-check-form";
import "./certificates-page.css";

/** /certificates (the footer's `Сертификаты`): anyone types a number to check it. */
export const CertificateCheckPage = () => {
  const { t } = useTranslation("certificates");
  useDocumentTitle(t("check"));
  return (
    <section className="certificates-page">
      <h1>{t("check")}</h1>
      <p>{t("checkIntro")}</p>
      <CertificateCheckForm />
    </section>
  );
};
