import { useTranslation } from "react-i18next";
import { useSearch } from "wouter";
import { isApiError } from "../../lib/api/api-error";
import { useMyCourse } from "../../lib/api/my-course-query";
import { CourseUnavailable } from "../../lib/ui/course-unavailable";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { CheckBreadcrumbs } from "./check-breadcrumbs";
import { idParam } from "./check-params";
import { ExerciseLevel } from "./exercise-level";
import { useSubmission, useSubmissions } from "./review-queries";

type Props = { readonly courseId: number; readonly taskId: string };

/**
 * A student at the exercise level (SPEC §6): his own submissions of the task, read-only. The levels
 * above are not his, so the way back leads to his course; the names come from his opened submission.
 * The page's name is said once (the list under it has its own); a student not enrolled in the course
 * gets the one not-available page of the student's routes, with the way to the course's public page.
 */
export const StudentExercise = ({ courseId, taskId }: Props) => {
  const { t } = useTranslation("checking");
  const course = useMyCourse(String(courseId));
  const chosen = idParam(new URLSearchParams(useSearch()).get("submission"));
  const first = useSubmissions(courseId, taskId, undefined).data?.pages[0]?.data[0]?.id;
  const detail = useSubmission(chosen ?? first).data;
  const title = detail?.task.name ?? t("submissions.mine");
  useDocumentTitle(`${title} — ${t("title")}`);

  if (course.isError && isApiError(course.error) && (course.error.status === 403 || course.error.status === 404))
    return <CourseUnavailable error={course.error} courseID={String(courseId)} />;

  return (
    <section className="checking page-container">
      <CheckBreadcrumbs
        trail={[
          { label: detail?.course_name ?? t("levels.myCourse"), href: `/myCourses/${courseId}` },
          { label: title, href: `/check/${courseId}` },
        ]}
      />
      <header className="check-header">
        <h1>{title}</h1>
      </header>
      <ExerciseLevel courseId={courseId} taskId={taskId} counts={undefined} own />
    </section>
  );
};
