import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessages } from "../../lib/api/api-error";
import type { RestoreTarget } from "../../lib/api/course-history-api";
import { ConfirmModal } from "../../lib/ui/confirm-modal";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { NotSavedError, restoreVersion } from "./history-actions";

type Props = {
  readonly courseID: string;
  readonly version: number;
  readonly target?: RestoreTarget;
  readonly label: string;
  /** Extra words for screen readers after the label (which lesson or block). */
  readonly what?: ReactNode;
  readonly title: string;
  readonly lead: string;
  readonly done: string;
  readonly className?: string;
  readonly onDone: () => void;
};

/** A restore action behind a ConfirmModal: the whole version, one lesson or one block. */
export const RestoreButton = ({
  courseID,
  version,
  target,
  label,
  what,
  title,
  lead,
  done,
  className,
  onDone,
}: Props) => {
  const { t } = useTranslation("course-history");
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    restoreVersion(courseID, version, target).then(
      () => {
        setBusy(false);
        setAsking(false);
        notifySuccess(done);
        onDone();
      },
      (error: unknown) => {
        setBusy(false);
        setAsking(false);
        notifyError(
          error instanceof NotSavedError ? t("version.notSaved") : (errorMessages(error)[0] ?? t("loadError")),
        );
      },
    );
  };
  return (
    <>
      <button type="button" className={className ?? "button"} onClick={() => setAsking(true)}>
        {label}
        {what !== undefined && <span className="visually-hidden"> — {what}</span>}
      </button>
      <ConfirmModal
        open={asking}
        title={title}
        lead={lead}
        confirmLabel={label}
        cancelLabel={t("version.cancel")}
        busyLabel={t("version.restoring")}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
