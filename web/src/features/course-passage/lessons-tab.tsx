import { useEffect } from "react";
import { useLocation, useParams, useSearch } from "wouter";
import type { StudentCourse } from "@app/domain/api/passage";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { LessonPage } from "./lesson-page";
import { LessonsOutline } from "./lessons-outline";
import { NEXT_SEGMENT, nextPlace } from "../../lib/passage/next-place";
import { usePassageCourse } from "./use-passage-course";
import "./passage-lesson.css";
import "./passage-tasks.css";

type Params = { readonly moduleID?: string; readonly lessonID?: string };

/**
 * `Уроки и задания` (SPEC §2): the outline, or the lesson whose ids are in the address; `lessons/next`
 * opens the next thing to do (domain/passage/next-step), or the overview of a course already done.
 */
export const LessonsTab = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("passage");
  const { moduleID, lessonID } = useParams<Params>();
  const query = usePassageCourse(courseID);
  // A refetch that failed (no network) keeps the course it had on screen (issue #15).
  if (query.data === undefined)
    return query.isError ? <p role="alert">{t("lesson.loadError")}</p> : <p className="muted">{t("lesson.loading")}</p>;
  // The next step is read from the course as the server has it now, not from an older copy in the cache.
  if (moduleID === NEXT_SEGMENT && lessonID === undefined)
    return query.isFetching ? <p className="muted">{t("lesson.loading")}</p> : <ToNextStep course={query.data} />;
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

/** Replaces `lessons/next` with the address of the next step, keeping the query (the welcome modal). */
const ToNextStep = ({ course }: { readonly course: StudentCourse }) => {
  const { t } = useTranslation("passage");
  const [, navigate] = useLocation();
  const search = useSearch();
  const place = nextPlace(course);
  const base = `/myCourses/${encodeURIComponent(String(course.course_id))}`;
  const query = search === "" ? "" : `?${search}`;
  const to =
    place._tag === "done"
      ? `${base}${query}`
      : place._tag === "empty"
        ? `${base}/lessons${query}`
        : `${place.path}${query}${place.hash}`;
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return <p className="muted">{t("lesson.loading")}</p>;
};
