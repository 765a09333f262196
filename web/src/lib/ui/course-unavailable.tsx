import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { errorMessages, isApiError } from "../api/api-error";
import "./course-unavailable.css";

/**
 * An unknown course, or one the user is not enrolled in: the server's words (403 `Вы не записаны
 * на этот курс`), the way in through the course's public page (issue #14), and the catalogue. One
 * page for every student route of a course (issue #23): /myCourses/..., /longread/..., /check/... .
 */
export const CourseUnavailable = ({ error, courseID }: { readonly error: unknown; readonly courseID: string }) => {
  const { t } = useTranslation("student-course");
  const notEnrolled = isApiError(error) && error.status === 403 && /^\d+$/.test(courseID);
  const message =
    !isApiError(error) || error.status === 404 ? t("notFound") : (errorMessages(error)[0] ?? t("notFound"));
  return (
    <section className="course-unavailable">
      <h1>{t("unavailableTitle")}</h1>
      <p role="alert">{message}</p>
      <div className="course-unavailable-actions">
        {notEnrolled && (
          <Link href={`/landing/courses/${courseID}`} className="button button-primary">
            {t("toCoursePage")}
          </Link>
        )}
        <Link href="/course" className={notEnrolled ? "button" : "button button-primary"}>
          {t("toCatalogue")}
        </Link>
      </div>
    </section>
  );
};
