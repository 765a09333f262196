import { Link, useLocation, useSearch } from "wouter";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { CountBadges } from "./count-badges";
import { sortCourses } from "./check-params";
import { LoadState } from "./load-state";
import { useReviewCourses } from "./review-queries";
import "./checking-queue.css";
import "./checking-desk.css";

/** /availableCourses: the courses the reviewer checks, with work waiting first; the others dimmed, or hidden by the toggle. */
export const AvailableCoursesPage = () => {
  const { t } = useTranslation("checking");
  useDocumentTitle(t("title"));
  const [location, navigate] = useLocation();
  const onlyWaiting = new URLSearchParams(useSearch()).get("waiting") === "1";
  const courses = useReviewCourses();
  const all = sortCourses(courses.data ?? []);
  const shown = onlyWaiting ? all.filter((course) => course.counts.on_review > 0) : all;

  return (
    <section className="checking page-container">
      <header className="check-header">
        <h1>{t("title")}</h1>
        <Link href="/availableCourses/queue" className="button button-primary">
          {t("queue.open")}
        </Link>
      </header>
      <p className="muted">{t("courses.intro")}</p>
      <label className="check-toggle">
        <input
          type="checkbox"
          checked={onlyWaiting}
          onChange={(e) => navigate(e.target.checked ? `${location}?waiting=1` : location, { replace: true })}
        />
        {t("courses.onlyWaiting")}
      </label>
      <LoadState query={courses} />
      {courses.isSuccess && shown.length === 0 && (
        <p className="check-empty">{onlyWaiting && all.length > 0 ? t("courses.emptyWaiting") : t("courses.empty")}</p>
      )}
      {shown.length > 0 && (
        <ul className="check-cards" aria-label={t("courses.listLabel")}>
          {shown.map((course) => (
            <li key={course.id} className={course.counts.on_review > 0 ? "check-card" : "check-card check-card-idle"}>
              <Link href={`/check/${course.id}`} className="check-card-link">
                {course.name}
              </Link>
              <CountBadges counts={course.counts} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
