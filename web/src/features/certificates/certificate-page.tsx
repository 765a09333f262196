import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { normalizeCertificateNumber } from "@app/domain/certificates/certificate-number";
import { isApiError } from "../../lib/api/api-error";
import { certificatePdfPath } from "../../lib/api/certificates-api";
import { CertificateStatusBadge } from "../../lib/certificates/certificate-status";
import { useVerifiedCertificate } from "../../lib/certificates/use-certificates";
import { formatDay } from "../../lib/i18n/format";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { CertificateCheckForm } from "./certificate-check-form";
import "./certificates-page.css";

/**
 * /certificates/{number}: the public verification, signed in or not (issue #36). Valid: for whom,
 * what and when, and the PDF; revoked: since when (and the number that replaced it).
 */
export const CertificatePage = () => {
  const { t } = useTranslation("certificates");
  const { number: raw = "" } = useParams<{ number: string }>();
  const number = normalizeCertificateNumber(decodeURIComponent(raw));
  const query = useVerifiedCertificate(number);
  // The number stays out of the title: the tab reads as a page of the site, the number is on the page (translate="no").
  useDocumentTitle(t("check"));
  const c = query.data;
  const missing = query.isError && isApiError(query.error) && query.error.status === 404;
  return (
    <section className="certificates-page">
      <h1>
        {t("certificate")}{" "}
        <span className="certificate-number" translate="no">
          № {number}
        </span>
      </h1>
      {query.isPending && <p className="muted">{t("loading")}</p>}
      {missing && (
        <>
          <p role="alert">{t("notFound", { number })}</p>
          <CertificateCheckForm initial={number} />
        </>
      )}
      {query.isError && !missing && <p role="alert">{t("loadError")}</p>}
      {c !== undefined && (
        <div className={`certificate-card certificate-card-${c.status}`}>
          <p className="certificate-verdict">
            <CertificateStatusBadge status={c.status} />
            {c.revoked_at !== null && <span>{t("revokedAt", { date: formatDay(c.revoked_at) })}</span>}
          </p>
          <dl className="certificate-facts">
            <dt>{t("issuedTo")}</dt>
            <dd>{c.student_name}</dd>
            <dt>{t("course")}</dt>
            <dd>{c.course_name}</dd>
            <dt>{t("school")}</dt>
            <dd>{c.school_name}</dd>
            <dt>{t("document")}</dt>
            <dd>{c.honours ? `${c.document} (${t("honours").toLowerCase()})` : c.document}</dd>
            <dt>{t("issuedAt")}</dt>
            <dd>{formatDay(c.issued_at)}</dd>
            {c.replaced_by !== null && (
              <>
                <dt>{t("replacedBy")}</dt>
                <dd>
                  <Link href={`/certificates/${c.replaced_by}`}>{c.replaced_by}</Link>
                </dd>
              </>
            )}
          </dl>
          {c.status === "valid" && (
            <a className="button" href={certificatePdfPath(c.number)} target="_blank" rel="noreferrer">
              {t("pdf")}
            </a>
          )}
        </div>
      )}
      <p>
        <Link href="/certificates">{t("checkAnother")}</Link>
      </p>
    </section>
  );
};
