import { Modal } from "../../lib/ui/modal";

type Props = {
  readonly open: boolean;
  readonly title: string;
  readonly text: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly pending: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
};

/** Asks before deleting a post or a review. It cannot be closed while the deletion runs. */
export const ConfirmDelete = ({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  pending,
  onConfirm,
  onCancel,
}: Props) => (
  <Modal open={open} onClose={onCancel} title={title} description={text} loading={pending}>
    <div className="confirm-actions">
      <button type="button" className="button" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </button>
      <button type="button" className="button button-danger" onClick={onConfirm} disabled={pending}>
        {confirmLabel}
      </button>
    </div>
  </Modal>
);
