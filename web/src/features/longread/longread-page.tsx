import { Link, useParams } from "wouter";
import { useSnapshot } from "valtio";
import { useTranslation } from "react-i18next";
import { landingRoute } from "@app/domain/auth/landing";
import { session } from "../../lib/session/session-store";
import { Logo } from "../../lib/site/logo";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import "./longread.css";

type Params = { readonly courseID?: string; readonly tab?: string; readonly moduleID?: string; readonly lessonID?: string };

/**
 * SPEC §2 longread view (/longread, /longread/{courseID}[/{tab}[/{moduleID}[/{lessonID}]]]): the
 * course read as one long page, in the longread layout (no footer, no left menu). The reading
 * itself arrives with course taking (issue #8); until then the page says where the reader is and
 * leads back to the course.
 */
export const LongreadPage = () => {
  const { t } = useTranslation();
  const { login } = useSnapshot(session);
  const { courseID } = useParams<Params>();
  useDocumentTitle(t("pages.longread"));
  const back = courseID === undefined ? "/myCourses" : `/myCourses/${encodeURIComponent(courseID)}`;
  return (
    <article className="longread">
      <nav className="longread-bar" aria-label={t("longread.navigation")}>
        <Logo href={landingRoute(login.role)} />
        <Link className="button" href={back}>
          {courseID === undefined ? t("longread.backToCourses") : t("longread.backToCourse")}
        </Link>
      </nav>
      <h1>{t("pages.longread")}</h1>
      <p className="muted">{t("longread.empty")}</p>
    </article>
  );
};
