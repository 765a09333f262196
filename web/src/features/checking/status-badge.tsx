import { useTranslation } from "react-i18next";
import type { SubmissionStatus } from "@app/domain/api/review";

/** 'На проверке', 'На доработке' or 'Принято' (GUIDE §1), coloured by status. */
export const StatusBadge = ({ status }: { readonly status: SubmissionStatus }) => {
  const { t } = useTranslation("checking");
  return <span className={`check-status check-status-${status}`}>{t(`status.${status}`)}</span>;
};
