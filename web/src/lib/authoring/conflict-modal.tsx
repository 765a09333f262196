import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { Modal } from "../ui/modal";
import { notifyError } from "../ui/toast";
import { updateUi, useAuthoringUi } from "./authoring-ui-state";
import { reloadFromServer } from "./course-loader";

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
    <Modal open={conflict !== "none"} onClose={() => updateUi(courseID, { conflict: "none" })} title={t("conflict.title")} description={t(`conflict.${shown}`)} loading={busy}>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={reload} disabled={busy}>
          {t("conflict.reload")}
        </button>
        <button type="button" className="button" onClick={() => updateUi(courseID, { conflict: "none" })} disabled={busy}>
          {t("conflict.cancel")}
        </button>
      </div>
    </Modal>
  );
};
