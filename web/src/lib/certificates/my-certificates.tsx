import { useTranslation } from "react-i18next";
import { CertificateLinks } from "./course-certificate-panel";
import { useMyCertificates } from "./use-certificates";
import "./certificates.css";

/** The profile's `Мои сертификаты`: every certificate of the student, with its PDF and verification page. */
export const MyCertificates = ({ className }: { readonly className: string }) => {
  const { t } = useTranslation("certificates");
  const query = useMyCertificates();
  const list = query.data ?? [];
  return (
    <section className={className} aria-labelledby="my-certificates">
      <h2 id="my-certificates">{t("profile.title")}</h2>
      {query.isPending && <p className="muted">{t("loading")}</p>}
      {query.isError && <p className="form-error">{t("loadError")}</p>}
      {query.isSuccess && list.length === 0 && <p className="muted">{t("profile.empty")}</p>}
      {list.length > 0 && (
        <ul className="certificate-list" aria-label={t("profile.title")}>
          {list.map((c) => (
            <li key={c.number} className="certificate-row">
              <div className="certificate-row-main">
                <strong>{c.course_name}</strong>
                <span className="muted">{c.school_name}</span>
              </div>
              <CertificateLinks certificate={c} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
