import { useTranslation } from "react-i18next";
import { errorMessages } from "../../lib/api/api-error";
import { formatNumber } from "../../lib/i18n/format";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { useSchools } from "./admin-queries";
import { SchoolForm } from "./school-form";
import "./admin.css";

/** /adminSchools (issue #32 part 4, administrators): every school with its owner, and a new one. */
export const AdminSchoolsPage = () => {
  const { t } = useTranslation("admin");
  useDocumentTitle(t("schools.title"));
  const schools = useSchools();
  return (
    <section className="admin-page page-container">
      <h1>{t("schools.title")}</h1>
      <p className="muted">{t("schools.intro")}</p>
      <SchoolForm />
      {schools.isPending && <p className="muted">{t("loading")}</p>}
      {schools.isError && (
        <p role="alert" className="admin-error">
          {errorMessages(schools.error).join(" ")}
        </p>
      )}
      {schools.isSuccess && schools.data.length === 0 && <p>{t("schools.empty")}</p>}
      {schools.isSuccess && schools.data.length > 0 && (
        <ul className="admin-list" aria-label={t("schools.listLabel")}>
          {schools.data.map((school) => (
            <li key={school.id} className="admin-card">
              <h3 className="admin-card-title" translate="no">
                {school.name}
              </h3>
              <dl className="admin-facts">
                <div>
                  <dt>{t("schools.owner")}</dt>
                  <dd>
                    {school.owner === null
                      ? t("schools.noOwner")
                      : school.owner.name === school.owner.email
                        ? school.owner.email
                        : `${school.owner.name} (${school.owner.email})`}
                  </dd>
                </div>
                <div>
                  <dt>{t("schools.staff")}</dt>
                  <dd>{formatNumber(school.staff)}</dd>
                </div>
                <div>
                  <dt>{t("schools.courses")}</dt>
                  <dd>{formatNumber(school.courses)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
