import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { MODAL_CLOSE_DELAY_MS } from "@app/domain/constants";
import { focusableIn, trapTab } from "./focus-trap";
import { lockScroll } from "./scroll-lock";
import "./modal.css";

type Props = {
  /** Shown while true. When it turns false the close animation plays, then the modal unmounts. */
  readonly open: boolean;
  /** The user asks to close (Escape, backdrop, ×). Not called while loading or when not closable. */
  readonly onClose: () => void;
  /** Called once the modal is gone (MODAL_CLOSE_DELAY_MS after the close animation starts). */
  readonly onClosed?: () => void;
  readonly title: string;
  readonly description?: ReactNode;
  /** SPEC §4: a modal cannot be closed while loading. */
  readonly loading?: boolean;
  /** The profile-completion modal cannot be closed without submitting. */
  readonly closable?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
};

/**
 * An accessible dialog (role=dialog, aria-modal, labelled by its title): it traps focus and gives
 * it back on close, closes on Escape, locks page scroll, and unmounts 350 ms after the close
 * animation starts (SPEC §4).
 */
export const Modal = ({
  open,
  onClose,
  onClosed,
  title,
  description,
  loading = false,
  closable = true,
  className,
  children,
}: Props) => {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(open);
  const [closing, setClosing] = useState(false);
  if (open && !mounted) setMounted(true);
  if (open && closing) setClosing(false);
  if (!open && mounted && !closing) setClosing(true);

  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => {
      setMounted(false);
      setClosing(false);
      onClosedRef.current?.();
    }, MODAL_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);

  if (!mounted) return null;
  return createPortal(
    <ModalFrame
      title={title}
      description={description}
      closing={closing}
      canClose={closable && !loading}
      closable={closable}
      loading={loading}
      onClose={onClose}
      className={className}
      closeLabel={t("modal.close")}
    >
      {children}
    </ModalFrame>,
    document.body,
  );
};

type FrameProps = {
  readonly title: string;
  readonly description: ReactNode;
  readonly closing: boolean;
  readonly canClose: boolean;
  readonly closable: boolean;
  readonly loading: boolean;
  readonly onClose: () => void;
  readonly className: string | undefined;
  readonly closeLabel: string;
  readonly children: ReactNode;
};

const ModalFrame = ({
  title,
  description,
  closing,
  canClose,
  closable,
  loading,
  onClose,
  className,
  closeLabel,
  children,
}: FrameProps) => {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const canCloseRef = useRef(canClose);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    canCloseRef.current = canClose;
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const dialog = dialogRef.current;
    if (dialog !== null) {
      const firstField = dialog.querySelector<HTMLElement>("input, select, textarea");
      (firstField ?? focusableIn(dialog)[0] ?? dialog).focus();
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && canCloseRef.current) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      unlock();
      // Focus goes back to the opener, unless the user's action moved it elsewhere meanwhile (a link
      // in the dialog that went to a field of the page).
      const active = document.activeElement;
      const moved = active !== null && active !== document.body && dialog !== null && !dialog.contains(active);
      if (opener !== null && opener.isConnected && !moved) opener.focus();
    };
  }, []);

  return (
    <div
      className={`modal-backdrop${closing ? " modal-closing" : ""}`}
      onMouseDown={(e) => e.target === e.currentTarget && canClose && onClose()}
    >
      <div
        ref={dialogRef}
        className={`modal${className === undefined ? "" : ` ${className}`}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description === undefined ? undefined : descriptionId}
        aria-busy={loading}
        tabIndex={-1}
        onKeyDown={(event) => dialogRef.current !== null && trapTab(event, dialogRef.current)}
      >
        <div className="modal-head">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {closable && (
            <button
              type="button"
              className="modal-close"
              aria-label={closeLabel}
              onClick={onClose}
              disabled={!canClose}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        {description !== undefined && (
          <div id={descriptionId} className="modal-description">
            {description}
          </div>
        )}
        {children}
      </div>
    </div>
  );
};
