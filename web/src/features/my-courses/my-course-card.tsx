import { useId } from "react";
import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { MyCourse } from "@app/domain/api/passage";
import { StudyStatusBadge } from "../../lib/ui/study-status-badge";
import { CourseCover } from "./course-cover";
import { ProgressBar } from "./progress-bar";
import { continuePath, coursePath } from "./lesson-path";

/**
 * One of the student's courses: cover, name, progress, his status in it (the one vocabulary) and
 * `Начать` or `Продолжить` (to the next thing to do, issue #30); a course done offers `Открыть курс`.
 */
export const MyCourseCard = ({ course }: { readonly course: MyCourse }) => {
  const { t } = useTranslation("my-courses");
  const titleId = useId();
  const started = course.lastLesson !== null;
  const done = course.study_status === "completed";
  return (
    <li className="my-course-card">
      <CourseCover courseId={course.course_id} cover={course.cover} />
      <div className="my-course-body">
        <h2 id={titleId} className="my-course-name">
          <Link href={coursePath(course.course_id)}>{course.name}</Link>
        </h2>
        <ProgressBar
          done={course.progress.completedLessonsAmount}
          total={course.progress.lessonsAmount}
          percent={course.progress.progress}
        />
        {course.lastLesson !== null && (
          <p className="my-course-last muted">{t("lastLesson", { name: course.lastLesson.lessonName })}</p>
        )}
        <StudyStatusBadge status={course.study_status} />
        <Link
          href={done ? coursePath(course.course_id) : continuePath(course.course_id)}
          className={done ? "button my-course-action" : "button button-primary my-course-action"}
          aria-describedby={titleId}
        >
          {done ? t("open") : started ? t("continue") : t("start")}
        </Link>
      </div>
    </li>
  );
};
