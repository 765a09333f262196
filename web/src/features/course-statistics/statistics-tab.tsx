import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiClient } from "../../lib/api/client";
import { isApiError } from "../../lib/api/api-error";
import { statisticsApi } from "../../lib/api/statistics-api";
import { CourseSection } from "./course-section";
import { GradesDownload } from "./grades-download";
import { courseTables } from "@app/domain/api/statistics-tables";
import { LessonsSection } from "./lessons-section";
import { StudentsSection } from "./students-section";
import "./course-statistics.css";

/**
 * The course screen's 'Статистика' tab: SPEC §3's tables courses, students and lessons, each with its
 * charts. The screen around it (app/authoring-screen.tsx) sets the page title and the heading.
 */
export const StatisticsTab = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("course-statistics");
  const id = /^\d+$/.test(courseID) ? Number(courseID) : undefined;
  const query = useQuery({
    queryKey: ["course-statistics", id ?? 0],
    queryFn: () => statisticsApi(apiClient).course(id ?? 0),
    enabled: id !== undefined,
    staleTime: 30_000,
    refetchOnMount: true,
  });
  const tables = query.data === undefined ? undefined : courseTables(query.data);
  const course = tables?.courses[0];

  if (id === undefined || query.isError || (query.data !== undefined && tables === undefined)) {
    const forbidden = isApiError(query.error) && query.error.status === 403;
    return (
      <div className="cstats cstats-placeholder" role="alert">
        <p>{forbidden ? t("forbidden") : t("loadError")}</p>
        {!forbidden && id !== undefined && (
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t("retry")}
          </button>
        )}
      </div>
    );
  }
  if (tables === undefined) return <p className="cstats cstats-placeholder muted">{t("loading")}</p>;
  if (course === undefined || tables.students.length === 0) {
    return (
      <div className="cstats cstats-placeholder cstats-empty">
        <p className="cstats-empty-title">{t("empty")}</p>
        <p className="muted">{t("emptyHint")}</p>
      </div>
    );
  }
  return (
    <div className="cstats">
      <GradesDownload courseId={course.course_id} courseName={course.course} />
      <CourseSection row={course} />
      <StudentsSection rows={tables.students} />
      <LessonsSection rows={tables.lessons} enrolled={course.students_enrolled} />
    </div>
  );
};
