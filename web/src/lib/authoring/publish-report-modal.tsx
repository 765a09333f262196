import { useTranslation } from "react-i18next";
import { Modal } from "../ui/modal";
import { PublishProblemsList } from "./publish-problems-list";
import { closePublishReport, usePublishReport } from "./publish-report";

/** The course screen's `Опубликовать` refused, or `Сохранить` found problems: every one, each with a link to its field. */
export const PublishReportModal = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("authoring");
  const report = usePublishReport(courseID);
  const close = () => closePublishReport(courseID);
  return (
    <Modal
      open={report.open}
      onClose={close}
      title={t(report.after === "save" ? "problems.titleSave" : "problems.title")}
      description={<p>{t("problems.lead", { count: report.problems.length })}</p>}
    >
      <PublishProblemsList courseID={courseID} problems={report.problems} onGo={close} />
      <div className="publish-report-actions">
        <button type="button" className="button" onClick={close}>
          {t("problems.close")}
        </button>
      </div>
    </Modal>
  );
};
