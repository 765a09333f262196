import { useTranslation } from "react-i18next";
import { Modal } from "../../lib/ui/modal";

type Props = {
  readonly open: boolean;
  readonly courseName: string;
  readonly deleting: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
};

/** The confirmation 'Удалить курс «…»?' before DELETE /api/courses/{id}. */
export const DeleteCourseModal = ({ open, courseName, deleting, onConfirm, onClose }: Props) => {
  const { t } = useTranslation("created-courses");
  return (
    <Modal
      open={open}
      onClose={onClose}
      loading={deleting}
      title={t("delete.title", { name: courseName })}
      description={<p>{t("delete.lead")}</p>}
    >
      <div className="created-modal-actions">
        <button type="button" className="button" onClick={onClose} disabled={deleting}>
          {t("delete.cancel")}
        </button>
        <button type="button" className="button created-danger" onClick={onConfirm} disabled={deleting}>
          {deleting ? t("delete.deleting") : t("delete.confirm")}
        </button>
      </div>
    </Modal>
  );
};
