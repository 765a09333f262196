import { useTranslation } from "react-i18next";
import type { StudentDue } from "@app/domain/api/deadlines";
import { dueText } from "./due-text";
import { useViewerTimeZone } from "./viewer-zone";
import "./deadlines.css";

type Props = {
  readonly due: StudentDue;
  /** His work for it is sent: the date alone, no countdown. */
  readonly sent?: boolean;
  /** His last attempt came after the soft date: `Сдано с опозданием`. */
  readonly late?: boolean;
  /** The sentence's id, for a send button it disables to point at it. */
  readonly id?: string;
};

/** How many calendar days are left: `сегодня`, `завтра`, `через 2 дня`. */
export const useDaysLeft = () => {
  const { t } = useTranslation("deadlines");
  return (days: number): string =>
    days === 0 ? t("due.today") : days === 1 ? t("due.tomorrow") : t("due.inDays", { count: days });
};

/**
 * A student's date (issue #37) in his time zone: `Сдать до 14 ноября, 23:59 (через 2 дня)`, after a
 * hard one `Срок сдачи истёк … Работу больше не принимают.`, with the marks `Жёсткий срок`,
 * `Срок продлён` and `Сдано с опозданием`.
 */
export const DueNote = ({ due, sent = false, late = false, id }: Props) => {
  const { t } = useTranslation("deadlines");
  const daysLeft = useDaysLeft();
  const text = dueText(due, sent, new Date(), useViewerTimeZone());
  return (
    <p className={`due-note due-${sent ? "sent" : due.state}`} id={id}>
      <span className="due-text">
        {t(text.key, text.values)}
        {text.days !== null && ` (${daysLeft(text.days)})`}
      </span>
      {due.hard && text.key === "due.before" && <span className="due-badge due-badge-hard">{t("due.hard")}</span>}
      {due.extended && <span className="due-badge due-badge-extended">{t("due.extended")}</span>}
      {late && <span className="due-badge due-badge-late">{t("late")}</span>}
    </p>
  );
};
