import { useTranslation } from "react-i18next";
import type { CertificateView } from "@app/domain/certificates/certificate-api";
import { verificationPath } from "@app/domain/certificates/certificate-number";
import { Link } from "wouter";
import { certificatePdfPath } from "../api/certificates-api";
import { formatDay } from "../i18n/format";
import { CertificateStatusBadge } from "./certificate-status";
import { gapText } from "./gap-text";
import { useMyCourseCertificate } from "./use-certificates";
import "./certificates.css";

/** The certificate's number, date, status and its two links (the PDF while valid, the verification page). */
export const CertificateLinks = ({ certificate }: { readonly certificate: CertificateView }) => {
  const { t } = useTranslation("certificates");
  return (
    <div className="certificate-row-main">
      <span>
        <strong>{certificate.honours ? t("honours") : t("certificate")}</strong>{" "}
        <CertificateStatusBadge status={certificate.status} />
      </span>
      <span className="certificate-number" translate="no">
        № {certificate.number}
      </span>
      <span className="muted">
        {t("issuedAt")}: {formatDay(certificate.issued_at)}
      </span>
      <span className="certificate-row-actions">
        {certificate.status === "valid" && (
          <a className="button" href={certificatePdfPath(certificate.number)} target="_blank" rel="noreferrer">
            {t("pdf")}
          </a>
        )}
        <Link href={verificationPath(certificate.number)}>{t("verificationPage")}</Link>
      </span>
    </div>
  );
};

/** The student's course: his certificate, or how far he is from it ("Осталось: 2 задания на проверке"). */
export const CourseCertificatePanel = ({
  courseId,
  className,
}: {
  readonly courseId: number;
  readonly className: string;
}) => {
  const { t } = useTranslation("certificates");
  const query = useMyCourseCertificate(courseId);
  const data = query.data;
  if (data === undefined || data.document === null) return null;
  const left = data.gap === null ? "" : gapText(t, data.gap, data.rule.pass_percent);
  return (
    <section className={className} aria-labelledby="course-certificate">
      <h2 id="course-certificate">{t("course-panel.title")}</h2>
      {data.certificate !== null ? (
        <>
          <p>{t("course-panel.earned", { document: data.certificate.document })}</p>
          <CertificateLinks certificate={data.certificate} />
        </>
      ) : (
        <>
          {left !== "" ? (
            <p className="certificate-panel-gap">{left}</p>
          ) : (
            <p className="muted">{t("course-panel.waiting")}</p>
          )}
          <p className="muted">
            {data.gap?.score_percent === null
              ? t("course-panel.ruleNoTests")
              : t("course-panel.rule", { pass: data.rule.pass_percent, honours: data.rule.honours_percent })}
          </p>
        </>
      )}
    </section>
  );
};
