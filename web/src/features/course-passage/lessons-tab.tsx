import { useParams } from "wouter";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { LessonPage } from "./lesson-page";
import { LessonsOutline } from "./lessons-outline";
import { usePassageCourse } from "./use-passage-course";
import "./passage.css";

type Params = { readonly moduleID?: string; readonly lessonID?: string };

/** `Уроки и задания` (SPEC §2): the outline, or the lesson whose ids are in the address. */
export const LessonsTab = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("passage");
  const { lessonID } = useParams<Params>();
  const query = usePassageCourse(courseID);
  // A refetch that failed (no network) keeps the course it had on screen (issue #15).
  if (query.data === undefined)
    return query.isError ? <p role="alert">{t("lesson.loadError")}</p> : <p className="muted">{t("lesson.loading")}</p>;
  return lessonID === undefined ? (
    <OutlineTitle course={query.data} />
  ) : (
    <LessonPage course={query.data} lessonID={lessonID} />
  );
};

const OutlineTitle = ({ course }: { readonly course: Parameters<typeof LessonsOutline>[0]["course"] }) => {
  const { t } = useTranslation("passage");
  useDocumentTitle(`${t("outline.title")}: ${course.name}`);
  return <LessonsOutline course={course} />;
};
