import { useTranslation } from "react-i18next";
import { textOf } from "@app/domain/course/rich-text";
import { useMyCourse } from "../../lib/api/my-course-query";
import { CourseDescription } from "../../lib/course-page/course-description";
import { ProgressRing } from "../../lib/charts/progress-ring";
import { StudyStatusBadge } from "../../lib/ui/study-status-badge";
import { CourseCertificatePanel } from "../../lib/certificates/course-certificate-panel";
import { OverviewLists, OverviewTeachers } from "./overview-lists";
import { OverviewNext } from "./overview-next";
import "./my-courses-list.css";
import "./my-courses-course.css";

/** `Обзор` of the student's course: progress, the next thing to do, what it teaches, results, teachers, description. */
export const OverviewTab = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("my-courses");
  const course = useMyCourse(courseID);
  const data = course.data;
  if (data === undefined)
    return course.isError ? <p role="alert">{t("loadError")}</p> : <p className="muted">{t("loading")}</p>;
  const { progress } = data;
  const description = textOf(data.additional.description.value, data.additional.description.format).trim();
  // The completion rule (domain/passage/completion): complete once every task is accepted, not when sent.
  const finished = data.study_status === "completed";

  return (
    <div className="overview">
      <div className="overview-top">
        <section className="overview-card overview-progress" aria-labelledby="overview-progress">
          <h2 id="overview-progress">{t("overview.progressTitle")}</h2>
          <div className="overview-progress-body">
            <ProgressRing
              value={progress.progress}
              label={t("overview.ringLabel", { percent: Math.round(progress.progress) })}
              size={120}
            />
            <div>
              <p className="overview-progress-count">
                {t("progress", { done: progress.completedLessonsAmount, count: progress.lessonsAmount })}
              </p>
              {!data.preview && <StudyStatusBadge status={data.study_status} />}
              {finished && <p className="my-course-done">{t("overview.completed")}</p>}
            </div>
          </div>
        </section>
        <OverviewNext course={data} />
      </div>
      {!data.preview && <CourseCertificatePanel courseId={Number(courseID)} className="overview-card" />}
      {(description !== "" || data.general.summary !== "") && (
        <section className="overview-card" aria-labelledby="overview-description">
          <h2 id="overview-description">{t("overview.descriptionTitle")}</h2>
          {data.general.summary !== "" && <p className="overview-summary">{data.general.summary}</p>}
          {description !== "" && (
            <CourseDescription description={data.additional.description} className="overview-description" />
          )}
          {data.additional.completionDoc !== null && (
            <p className="muted">{t("overview.completionDoc", { name: data.additional.completionDoc.name })}</p>
          )}
        </section>
      )}
      <OverviewLists lists={data.lists} />
      <OverviewTeachers teachers={data.lists.teachers} />
    </div>
  );
};
