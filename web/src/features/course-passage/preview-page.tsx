import { Link, useParams } from "wouter";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiClient } from "../../lib/api/client";
import { authoringApi } from "../../lib/api/authoring-api";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { PreviewAbout } from "./preview-about";
import { PreviewLessons } from "./preview-lessons";
import "./passage-lesson.css";
import "./passage-tasks.css";
import "./preview.css";

type Params = { readonly courseID: string; readonly view?: string };

/**
 * SPEC §2 /preview/{courseID}[/lessons] (staff only; the route guard checks): the draft as a student
 * will see it, so authors see unsaved-to-students edits. A bar says it is a preview and leads back
 * to the constructor.
 */
export const PreviewPage = () => {
  // The shared course sections' strings load with the page's, not after the draft has arrived.
  const { t } = useTranslation(["passage", "course-page"]);
  const { courseID, view } = useParams<Params>();
  const valid = /^\d+$/.test(courseID);
  const draft = useQuery({
    queryKey: ["preview", courseID],
    queryFn: () => authoringApi(apiClient).content(Number(courseID)),
    enabled: valid,
    staleTime: 0,
    refetchOnMount: "always",
  });
  const name = draft.data?.course.general.name.value ?? "";
  useDocumentTitle(name === "" ? t("preview.title") : `${t("preview.bar")}: ${name}`);
  const base = `/preview/${encodeURIComponent(courseID)}`;
  const lessons = view === "lessons";
  return (
    <article className="preview">
      <div className="preview-bar" role="region" aria-label={t("preview.bar")}>
        <strong>{t("preview.bar")}</strong>
        <Link className="button" href={`/createdCourses/${encodeURIComponent(courseID)}/constructor`}>
          {t("preview.backToEditor")}
        </Link>
      </div>
      <h1>{name === "" ? t("preview.title") : name}</h1>
      <nav className="preview-tabs" aria-label={t("preview.navigation")}>
        <Link href={base} aria-current={lessons ? undefined : "page"}>
          {t("preview.about")}
        </Link>
        <Link href={`${base}/lessons`} aria-current={lessons ? "page" : undefined}>
          {t("preview.lessons")}
        </Link>
      </nav>
      {(!valid || draft.isError) && <p role="alert">{t("preview.loadError")}</p>}
      {draft.data !== undefined &&
        (lessons ? <PreviewLessons course={draft.data.course} /> : <PreviewAbout course={draft.data.course} />)}
    </article>
  );
};
