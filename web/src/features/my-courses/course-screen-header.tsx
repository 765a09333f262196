import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { StudentCourse } from "@app/domain/api/passage";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { StudyStatusBadge } from "../../lib/ui/study-status-badge";
import { ProgressBar } from "./progress-bar";

/**
 * The course screen's header: back to the list, cover, the course name, the student's progress and
 * status, and with `Лонгрид` on (SPEC §3 longreadContent) the way to the course as one page.
 * It sets the page title to the course name; a tab rendered after it may set a more precise one.
 */
export const CourseScreenHeader = ({ course }: { readonly course: StudentCourse }) => {
  const { t } = useTranslation("student-course");
  const name = course.general.name.value.trim() === "" ? course.name : course.general.name.value;
  useDocumentTitle(name);
  const { progress } = course;
  return (
    <header className="student-course-header">
      {course.style.cover !== "" && <img className="student-course-cover" src={course.style.cover} alt="" />}
      <div className="student-course-heading">
        <Link href="/myCourses" className="student-course-back">
          ← {t("back")}
        </Link>
        <h1>{name}</h1>
        {course.preview ? (
          <p className="muted">{t("preview")}</p>
        ) : (
          <>
            <ProgressBar
              ns="student-course"
              done={progress.completedLessonsAmount}
              total={progress.lessonsAmount}
              percent={progress.progress}
            />
            <StudyStatusBadge status={course.study_status} />
          </>
        )}
        {course.settings.actions.longreadContent && (
          <Link href={`/longread/${course.course_id}`} className="student-course-longread">
            {t("toLongread")}
          </Link>
        )}
      </div>
    </header>
  );
};
