import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { StudentCourse } from "@app/domain/api/passage";
import { nextPlace } from "../../lib/passage/next-place";
import { coursePath } from "./lesson-path";
import { DueNote } from "../../lib/deadlines/due-note";
import { lessonSent } from "../../lib/deadlines/work-sent";

/**
 * The overview's `Продолжить обучение` card: the next thing to do (domain/passage/next-step) and a
 * link straight to it; everything sent, the task that waits for the teacher; a course done says so.
 * Issue #37: the next lesson's date, when it has one.
 */
export const OverviewNext = ({ course }: { readonly course: StudentCourse }) => {
  const { t } = useTranslation("my-courses");
  const place = nextPlace(course);
  const done = place._tag === "done";
  return (
    <section className="overview-card overview-continue" aria-labelledby="overview-continue">
      <h2 id="overview-continue">{done ? t("overview.doneTitle") : t("overview.lastLessonTitle")}</h2>
      {place._tag === "done" && (
        <>
          <p className="muted">{t("overview.doneText")}</p>
          <Link href={coursePath(course.course_id, "lessons")} className="button">
            {t("overview.toAllLessons")}
          </Link>
        </>
      )}
      {place._tag === "empty" && <p className="muted">{t("overview.noLessons")}</p>}
      {(place._tag === "lesson" || place._tag === "waiting") && (
        <>
          {place._tag === "waiting" && <p className="muted">{t("overview.waiting")}</p>}
          {place._tag === "lesson" && course.lastLesson === null && <p className="muted">{t("overview.notStarted")}</p>}
          <p className="overview-last-lesson">
            {t("overview.lastLessonText", { index: place.placed.index + 1, name: place.placed.lesson.lessonName })}
          </p>
          {place.placed.lesson.due !== undefined && (
            <DueNote due={place.placed.lesson.due} sent={lessonSent(place.placed.lesson)} />
          )}
          <Link
            href={`${place.path}${place.hash}`}
            className={place._tag === "waiting" ? "button" : "button button-primary"}
          >
            {place._tag === "waiting"
              ? t("overview.toWaiting")
              : course.lastLesson === null
                ? t("overview.toLessons")
                : t("continue")}
          </Link>
        </>
      )}
    </section>
  );
};
