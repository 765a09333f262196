import { useEffect } from "react";
import { Link, useLocation, useParams } from "wouter";
import { useSnapshot } from "valtio";
import { useTranslation } from "react-i18next";
import { landingRoute } from "@app/domain/auth/landing";
import { session } from "../../lib/session/session-store";
import { Logo } from "../../lib/site/logo";
import { CourseUnavailable } from "../../lib/ui/course-unavailable";
import { StudyStatusBadge } from "../../lib/ui/study-status-badge";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { LongreadCourse } from "./longread-course";
import { usePassageCourse } from "./use-passage-course";
import "./longread.css";
import "./passage-lesson.css";
import "./passage-tasks.css";

type Params = {
  readonly courseID?: string;
  readonly tab?: string;
  readonly moduleID?: string;
  readonly lessonID?: string;
};

const enc = encodeURIComponent;

/**
 * SPEC §2 longread view (/longread, /longread/{courseID}[/{tab}[/{moduleID}[/{lessonID}]]]): with the
 * course's `Лонгрид` on (SPEC §3 longreadContent) the course read and taken as one long page, its
 * blocks completed here as on the lesson pages (issue #23); a lesson in the address is scrolled to.
 * With it off the address goes to the lesson view. A course the student is not enrolled in gets the
 * one not-available page, with the way to the course's public page.
 */
export const LongreadPage = () => {
  const { t } = useTranslation();
  const { t: tp } = useTranslation("passage");
  const { login } = useSnapshot(session);
  const { courseID, moduleID, lessonID } = useParams<Params>();
  const course = usePassageCourse(courseID ?? "");
  const [, navigate] = useLocation();
  const data = course.data;
  useDocumentTitle(data === undefined ? t("pages.longread") : `${t("pages.longread")}: ${data.name}`);

  const id = courseID ?? "";
  const lessonView =
    moduleID !== undefined && lessonID !== undefined
      ? `/myCourses/${enc(id)}/lessons/${enc(moduleID)}/${enc(lessonID)}`
      : `/myCourses/${enc(id)}/lessons`;
  const off = data !== undefined && !data.settings.actions.longreadContent;
  useEffect(() => {
    if (off) navigate(lessonView, { replace: true });
  }, [off, lessonView, navigate]);

  const unavailable = courseID !== undefined && (!/^\d+$/.test(courseID) || (course.isError && data === undefined));
  const bar = (
    <nav className="longread-bar" aria-label={t("longread.navigation")}>
      <Logo href={landingRoute(login.role)} />
      {courseID === undefined || unavailable ? (
        <Link className="button" href="/myCourses">
          {t("longread.backToCourses")}
        </Link>
      ) : (
        <div className="longread-views">
          <Link className="button" href={`/myCourses/${enc(id)}/overview`}>
            {tp("longread.toOverview")}
          </Link>
          <Link className="button" href={`/myCourses/${enc(id)}/lessons`}>
            {tp("longread.toLessons")}
          </Link>
        </div>
      )}
    </nav>
  );
  if (unavailable)
    return (
      <article className="longread">
        {bar}
        <CourseUnavailable error={course.error} courseID={id} />
      </article>
    );
  return (
    <article className="longread">
      {bar}
      <h1>{data?.name ?? t("pages.longread")}</h1>
      {courseID === undefined && <p className="muted">{t("longread.empty")}</p>}
      {data !== undefined && !off && (
        <>
          {!data.preview && (
            <p className="longread-progress">
              <span>
                {tp("longread.progress", {
                  done: data.progress.completedLessonsAmount,
                  total: data.progress.lessonsAmount,
                  percent: data.progress.progress,
                })}
              </span>
              <StudyStatusBadge status={data.study_status} />
            </p>
          )}
          <LongreadCourse course={data} lessonID={lessonID} />
        </>
      )}
    </article>
  );
};
