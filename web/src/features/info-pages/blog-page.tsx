import { useTranslation } from "react-i18next";
import { InfoPage } from "./info-page";

/**
 * /landing/articles: the header's `Блог` (SPEC §2, an external link). In production the platform's
 * marketing site serves the blog; on this stand the app plays that site, so the link never ends on
 * the not-found page (issue #14).
 */
const BlogPage = () => {
  const { t } = useTranslation();
  return (
    <InfoPage title={t("info.blog.title")} lead={t("info.blog.lead")}>
      <section className="info-section">
        <p>{t("info.blog.where")}</p>
        <div className="button-row info-links">
          <a className="button button-primary" href="/course">
            {t("info.blog.toCatalogue")}
          </a>
          <a className="button" href="/schools">
            {t("info.blog.toSchools")}
          </a>
        </div>
      </section>
    </InfoPage>
  );
};

export default BlogPage;
