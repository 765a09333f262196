import { useEffect, useRef } from "react";
import { ToastContainer, type CloseButtonProps } from "react-toastify";
import { TOAST } from "@app/domain/constants";

/** react-toastify's close button, named in Russian (its own says `close`). */
const CloseButton = ({ closeToast, theme }: CloseButtonProps) => (
  <button
    className={`Toastify__close-button Toastify__close-button--${theme}`}
    type="button"
    aria-label="Закрыть уведомление"
    onClick={(event) => {
      event.stopPropagation();
      closeToast(true);
    }}
  >
    <svg aria-hidden="true" viewBox="0 0 14 16">
      <path
        fillRule="evenodd"
        d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
      />
    </svg>
  </button>
);

const TIMER_LABEL = "Время до закрытия уведомления";

/**
 * react-toastify names each toast's progress bar `notification timer` and offers no prop for it
 * (issue #31): the name is set in Russian as each bar appears. React leaves the attribute alone
 * afterwards (its own value never changes).
 */
const useRussianTimerNames = () => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (root === null) return;
    const rename = () => {
      for (const bar of root.querySelectorAll('[aria-label="notification timer"]'))
        bar.setAttribute("aria-label", TIMER_LABEL);
    };
    const observer = new MutationObserver(rename);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return ref;
};

/**
 * The one toast region of the app: SPEC §9 placement and time, and a Russian name for screen
 * readers (react-toastify's default is the English `Notifications Alt+T`; Alt+T still moves focus
 * to the newest toast). The lazy host and the signed-in app's eager host both render it.
 */
export const ToastRegion = () => {
  const ref = useRussianTimerNames();
  return (
    <div ref={ref} style={{ display: "contents" }}>
      <ToastContainer
        position={TOAST.position}
        autoClose={TOAST.autoCloseMs}
        aria-label="Уведомления (Alt+T)"
        closeButton={CloseButton}
      />
    </div>
  );
};
