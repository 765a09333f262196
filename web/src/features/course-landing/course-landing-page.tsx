import { lazy, Suspense } from "react";
import { Link, useParams, useSearch } from "wouter";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api/api-error";
import { CourseSections } from "../../lib/course-page/course-sections";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { CourseNotFound } from "./course-not-found";
import { EnrolPanel } from "./enrol-panel";
import { LandingReviews } from "./landing-reviews";
import { courseIdOf, useLandingData } from "./use-landing-data";
import "./course-landing.css";

/** The trial lesson's view (with every block kind's component) loads only when a trial lesson is opened. */
const TrialLessonView = lazy(() => import("./trial-lesson").then((m) => ({ default: m.TrialLessonView })));

/** 401/403/404 of the about page or the offer: the course is not public (a draft) or does not exist. */
const isHidden = (error: unknown): boolean => isApiError(error) && [401, 403, 404].includes(error.status);

const Page = ({ courseId }: { readonly courseId: number }) => {
  // The sections' strings ("course-page") load with the page's, not after the course has arrived.
  const { t } = useTranslation(["course-landing", "course-page"]);
  const { about, offer, reviews } = useLandingData(courseId);
  // `?trial={lessonID}`: a trial lesson read in place of the sections (issue #30), the way in beside it.
  const trial = new URLSearchParams(useSearch()).get("trial");
  const data = about.data;
  useDocumentTitle(data?.general.name.value ?? t("loading"));
  if (isHidden(about.error) || isHidden(offer.error) || data?.status === "draft") return <CourseNotFound />;
  if (data === undefined || offer.data === undefined) {
    return <p className="muted page-loading">{about.isError || offer.isError ? t("loadError") : t("loading")}</p>;
  }
  const cover = data.style.cover;
  return (
    <article className="landing-course">
      <header className="landing-hero">
        <div className="landing-hero-text">
          {data.general.category !== null && <p className="landing-category">{data.general.category.name}</p>}
          <h1>{data.general.name.value}</h1>
          {data.general.summary !== "" && <p className="landing-summary">{data.general.summary}</p>}
          <p className="landing-meta">
            <span>
              {t("school")}: <Link href={`/school/${data.school.id}`}>{data.school.name}</Link>
            </span>
            <span>{t("lessons", { count: data.lessons_count })}</span>
            <span>{t("students", { count: data.general.students_count })}</span>
          </p>
        </div>
        {cover !== "" && <img className="landing-cover" src={cover} alt="" />}
      </header>
      <div className="landing-body">
        <div className="landing-main">
          {trial !== null ? (
            <Suspense fallback={<p className="muted">{t("loading")}</p>}>
              <TrialLessonView courseId={courseId} lessonId={trial} />
            </Suspense>
          ) : (
            <>
              <CourseSections
                about={data}
                trialHref={(lessonID) => `/landing/courses/${courseId}?trial=${encodeURIComponent(lessonID)}`}
              />
              <LandingReviews page={reviews.data} />
            </>
          )}
        </div>
        <EnrolPanel courseId={courseId} offer={offer.data} school={data.school} />
      </div>
    </article>
  );
};

/** /landing/courses/{courseID}: the public page of a published course and the way into it (issue #14). */
export const CourseLandingPage = () => {
  const { courseID = "" } = useParams<{ courseID: string }>();
  const courseId = courseIdOf(courseID);
  return courseId === null ? <CourseNotFound /> : <Page courseId={courseId} />;
};
