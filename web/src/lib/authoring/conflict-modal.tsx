import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { Modal } from "../ui/modal";
import { notifyError } from "../ui/toast";
import { updateUi, useAuthoringUi } from "./authoring-ui-state";
import { reloadFromServer } from "./course-loader";
import { downloadDocument } from "./course-actions";
import { localCopy } from "./authoring-services";

/** "Курс изменён в другом окне": reload the server's copy, or cancel (autosave stays stopped until `Сохранить`). */
export const ConflictModal = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("authoring");
  const { conflict } = useAuthoringUi(courseID);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<"save" | "load">("save");
  if (conflict !== "none" && conflict !== shown) setShown(conflict);

  const reload = (): void => {
    setBusy(true);
    reloadFromServer(courseID)
      .catch(() => notifyError(ERROR_MESSAGES.reloadPage))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <DeletedCourseModal courseID={courseID} />
      <Modal
        open={conflict !== "none"}
        onClose={() => updateUi(courseID, { conflict: "none" })}
        title={t("conflict.title")}
        description={t(`conflict.${shown}`)}
        loading={busy}
      >
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={reload} disabled={busy}>
            {t("conflict.reload")}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => updateUi(courseID, { conflict: "none" })}
            disabled={busy}
          >
            {t("conflict.cancel")}
          </button>
        </div>
      </Modal>
    </>
  );
};

/** A save answered 404: the course was deleted elsewhere. Say so, and offer this page's copy as a file to import. */
const DeletedCourseModal = ({ courseID }: { readonly courseID: string }) => {
  const { t } = useTranslation("authoring");
  const { deleted } = useAuthoringUi(courseID);
  const download = (): void => {
    const copy = localCopy(courseID);
    if (copy) downloadDocument(copy);
  };
  return (
    <Modal
      open={deleted}
      onClose={() => updateUi(courseID, { deleted: false })}
      title={t("deleted.title")}
      description={t("deleted.text")}
    >
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={download}>
          {t("deleted.download")}
        </button>
        <Link className="button" href="/createdCourses">
          {t("toCourses")}
        </Link>
      </div>
    </Modal>
  );
};
