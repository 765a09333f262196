import { useId, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../lib/ui/modal";
import { ImportReport } from "./import-report";
import { useImportFlow, type ImportPhase } from "./use-import-flow";
import { IMPORT_ACCEPT } from "./parse-export-file";

type Props = { readonly open: boolean; readonly onClose: () => void };

const Progress = ({ phase }: { readonly phase: ImportPhase }) => {
  const { t } = useTranslation("created-courses");
  if (phase.tag !== "reading" && phase.tag !== "checking" && phase.tag !== "importing") return null;
  const label =
    phase.tag === "reading"
      ? t("importModal.reading")
      : phase.tag === "checking"
        ? t(phase.progress < 1 ? "importModal.uploading" : "importModal.checking")
        : t("importModal.importing");
  const value = phase.tag === "reading" ? undefined : phase.progress;
  return (
    <div className="import-progress" role="status">
      <span>{label}</span>
      <progress max={1} value={value} aria-label={t("importModal.progress")}>
        {value === undefined ? "" : `${Math.round(value * 100)}%`}
      </progress>
    </div>
  );
};

/**
 * 'Импортировать курс': choose a course file (our .json export, an IMS Common Cartridge .imscc/.zip,
 * a Moodle backup .mbz), see the dry run's report, then import it for real.
 */
export const ImportCourseModal = ({ open, onClose }: Props) => {
  const { t } = useTranslation("created-courses");
  const inputId = useId();
  const flow = useImportFlow(onClose);
  const { phase } = flow;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file !== undefined) void flow.choose(file);
  };

  const picker = (
    <span className="import-picker">
      <label htmlFor={inputId} className={phase.tag === "report" ? "button" : "button button-primary"}>
        {phase.tag === "report" ? t("importModal.another") : t("importModal.file")}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={IMPORT_ACCEPT}
        onChange={choose}
        aria-describedby={flow.error === null ? undefined : `${inputId}-error`}
      />
    </span>
  );
  const withReport = phase.tag === "report" || phase.tag === "importing";
  return (
    <Modal
      open={open}
      onClose={onClose}
      onClosed={flow.reset}
      loading={flow.busy}
      title={t("importModal.title")}
      className="import-modal"
      description={<p>{t("importModal.lead")}</p>}
    >
      {phase.tag === "idle" && picker}
      {phase.tag !== "idle" && <p className="muted import-file">{t("importModal.chosen", { name: phase.fileName })}</p>}
      {flow.error !== null && (
        <p id={`${inputId}-error`} className="form-error" role="alert">
          {flow.error}
        </p>
      )}
      {withReport && <ImportReport report={phase.report} document={phase.document} />}
      <Progress phase={phase} />
      {withReport && (
        <div className="created-modal-actions">
          {phase.tag === "report" && picker}
          <button
            type="button"
            className="button button-primary"
            disabled={phase.tag === "importing"}
            onClick={() => void flow.confirm()}
          >
            {phase.tag === "importing" ? t("importModal.importing") : t("importModal.submit")}
          </button>
        </div>
      )}
    </Modal>
  );
};
