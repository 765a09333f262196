import { useTranslation } from "react-i18next";
import { REVIEW_FILE_NAME } from "@app/domain/csv/export-labels";
import { apiClient } from "../../lib/api/client";
import { reviewApi, type QueueFilters } from "../../lib/api/review-api";
import { viewerTimeZone } from "../../lib/i18n/viewer-time-zone";
import { DownloadButton } from "../../lib/ui/download-button";

/** `Скачать CSV` (issue #38 part 5): every work under the queue's current filters, dates in the viewer's zone. */
export const QueueDownload = ({ filters }: { readonly filters: QueueFilters }) => {
  const { t } = useTranslation("checking");
  return (
    <DownloadButton
      label={t("queue.exportCsv")}
      failed={t("queue.exportFailed")}
      fileName={`${REVIEW_FILE_NAME}.csv`}
      load={() => reviewApi(apiClient).queueCsv(filters, viewerTimeZone())}
    />
  );
};
