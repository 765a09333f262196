import { Link, useParams } from "wouter";
import { useSnapshot } from "valtio";
import { useTranslation } from "react-i18next";
import { landingRoute } from "@app/domain/auth/landing";
import { useMyCourse } from "../../lib/api/my-course-query";
import { session } from "../../lib/session/session-store";
import { Logo } from "../../lib/site/logo";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { LongreadCourse } from "./longread-course";
import "./longread.css";

type Params = {
  readonly courseID?: string;
  readonly tab?: string;
  readonly moduleID?: string;
  readonly lessonID?: string;
};

/**
 * SPEC §2 longread view (/longread, /longread/{courseID}[/{tab}[/{moduleID}[/{lessonID}]]]): the
 * course read as one long page, in the longread layout (no footer, no left menu). A lesson in the
 * address is scrolled to. Without a course it leads back to the courses.
 */
export const LongreadPage = () => {
  const { t } = useTranslation();
  const { t: tp } = useTranslation("passage");
  const { login } = useSnapshot(session);
  const { courseID, lessonID } = useParams<Params>();
  const course = useMyCourse(courseID ?? "");
  useDocumentTitle(course.data === undefined ? t("pages.longread") : `${t("pages.longread")}: ${course.data.name}`);
  const back = courseID === undefined ? "/myCourses" : `/myCourses/${encodeURIComponent(courseID)}`;
  return (
    <article className="longread">
      <nav className="longread-bar" aria-label={t("longread.navigation")}>
        <Logo href={landingRoute(login.role)} />
        <Link className="button" href={back}>
          {courseID === undefined ? t("longread.backToCourses") : t("longread.backToCourse")}
        </Link>
      </nav>
      <h1>{course.data?.name ?? t("pages.longread")}</h1>
      {courseID === undefined && <p className="muted">{t("longread.empty")}</p>}
      {course.isError && <p role="alert">{tp("longread.loadError")}</p>}
      {course.data !== undefined && <LongreadCourse course={course.data} lessonID={lessonID} />}
    </article>
  );
};
