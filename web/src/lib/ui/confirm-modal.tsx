import type { ReactNode } from "react";
import { Modal } from "./modal";
import "./confirm-modal.css";

type Props = {
  readonly open: boolean;
  readonly title: string;
  /** What the action does and what cannot be taken back. */
  readonly lead: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  /** The label while the action runs (the modal cannot be closed meanwhile, SPEC §4). */
  readonly busyLabel?: string;
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
};

/** 'Are you sure?' before an action that cannot be undone: the cancel button first, the red action last. */
export const ConfirmModal = ({
  open,
  title,
  lead,
  confirmLabel,
  cancelLabel,
  busyLabel,
  busy = false,
  onConfirm,
  onClose,
}: Props) => (
  <Modal open={open} onClose={onClose} loading={busy} title={title} description={lead}>
    <div className="confirm-actions">
      <button type="button" className="button" onClick={onClose} disabled={busy}>
        {cancelLabel}
      </button>
      <button type="button" className="button confirm-danger" onClick={onConfirm} disabled={busy}>
        {busy && busyLabel !== undefined ? busyLabel : confirmLabel}
      </button>
    </div>
  </Modal>
);
