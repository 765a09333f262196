import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { errorMessages, isApiError } from "../../lib/api/api-error";

/**
 * An unknown course, or one the user is not enrolled in: the server's words (403 `Вы не записаны
 * на этот курс`) and a way to the catalogue.
 */
export const CourseUnavailable = ({ error }: { readonly error: unknown }) => {
  const { t } = useTranslation("student-course");
  const message = !isApiError(error) || error.status === 404 ? t("notFound") : (errorMessages(error)[0] ?? t("notFound"));
  return (
    <section className="course-unavailable">
      <h1>{t("unavailableTitle")}</h1>
      <p role="alert">{message}</p>
      <Link href="/course" className="button button-primary">
        {t("toCatalogue")}
      </Link>
    </section>
  );
};
