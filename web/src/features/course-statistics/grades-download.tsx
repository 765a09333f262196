import { useTranslation } from "react-i18next";
import { gradesFileName } from "@app/domain/csv/export-labels";
import { apiClient } from "../../lib/api/client";
import { statisticsApi } from "../../lib/api/statistics-api";
import { viewerTimeZone } from "../../lib/i18n/viewer-time-zone";
import { DownloadButton } from "../../lib/ui/download-button";

/** `Скачать CSV` (issue #38 part 5): the course's grades, one row per student, dates in the viewer's zone. */
export const GradesDownload = ({
  courseId,
  courseName,
}: {
  readonly courseId: number;
  readonly courseName: string;
}) => {
  const { t } = useTranslation("course-statistics");
  return (
    <div className="cstats-actions">
      <DownloadButton
        label={t("export.csv")}
        failed={t("export.failed")}
        fileName={`${gradesFileName(courseName)}.csv`}
        load={() => statisticsApi(apiClient).courseCsv(courseId, viewerTimeZone())}
      />
    </div>
  );
};
