import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessages } from "../../lib/api/api-error";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { useCalendarLink, useRenewCalendar } from "./deadline-queries";

/**
 * `Подписаться в календаре` (issue #37): shows the student's private iCalendar address, copies it,
 * opens it in the calendar app (`webcal:`), and gives him a new one (the old one then stops working).
 */
export const CalendarSubscription = () => {
  const { t } = useTranslation("deadlines");
  const id = useId();
  const [open, setOpen] = useState(false);
  const link = useCalendarLink(open);
  const renew = useRenewCalendar();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t("calendar.copied"));
    } catch {
      notifyError(t("calendar.copyFailed"));
    }
  };
  const renewLink = async () => {
    try {
      await renew.mutateAsync();
      notifySuccess(t("calendar.renewed"));
    } catch (failure) {
      notifyError(errorMessages(failure)[0] ?? t("calendar.failed"));
    }
  };

  return (
    <section className="deadlines-calendar" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("calendar.title")}</h2>
      <p className="muted">{t("calendar.hint")}</p>
      {!open ? (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t("calendar.show")}
        </button>
      ) : link.isError ? (
        <p role="alert">{t("calendar.failed")}</p>
      ) : link.data === undefined ? (
        <p className="muted" role="status">
          {t("translation:common.loading")}
        </p>
      ) : (
        <div className="deadlines-calendar-link">
          <div className="field">
            <label htmlFor={`${id}-url`}>{t("calendar.address")}</label>
            <input id={`${id}-url`} type="text" readOnly value={link.data} onFocus={(e) => e.target.select()} />
          </div>
          <div className="deadlines-calendar-actions">
            <button type="button" className="button button-primary" onClick={() => void copy(link.data)}>
              {t("calendar.copy")}
            </button>
            {/* A phone's or a desktop's calendar app takes a webcal: address as a subscription. */}
            <a className="button" href={link.data.replace(/^https?:/u, "webcal:")}>
              {t("calendar.open")}
            </a>
            <button
              type="button"
              className="button"
              disabled={renew.isPending}
              aria-describedby={`${id}-renew`}
              onClick={() => void renewLink()}
            >
              {t("calendar.renew")}
            </button>
          </div>
          <p className="muted" id={`${id}-renew`}>
            {t("calendar.renewHint")}
          </p>
        </div>
      )}
    </section>
  );
};
