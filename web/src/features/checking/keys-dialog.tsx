import { useTranslation } from "react-i18next";
import { Modal } from "../../lib/ui/modal";
import { REVIEW_KEYS } from "./review-keys";

/** `?`: the review desk's keys and what each does. */
export const KeysDialog = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => {
  const { t } = useTranslation("checking");
  return (
    <Modal open={open} onClose={onClose} title={t("queue.keys.title")}>
      <dl className="check-keys">
        {REVIEW_KEYS.map(({ key, action }) => (
          <div key={key} className="check-keys-row">
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(`queue.keys.${action}`)}</dd>
          </div>
        ))}
        <div className="check-keys-row">
          <dt>
            <kbd>1</kbd>–<kbd>9</kbd>
          </dt>
          <dd>{t("rubric.keys")}</dd>
        </div>
        <div className="check-keys-row">
          <dt>
            <kbd>Ctrl</kbd>+<kbd>Enter</kbd>
          </dt>
          <dd>{t("queue.keys.sendComment")}</dd>
        </div>
        <div className="check-keys-row">
          <dt>
            <kbd>Esc</kbd>
          </dt>
          <dd>{t("queue.keys.leaveField")}</dd>
        </div>
      </dl>
    </Modal>
  );
};
