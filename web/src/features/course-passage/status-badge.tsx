import { useTranslation } from "react-i18next";
import type { BlockStatus } from "@app/domain/course/structure";

/** `На проверке` / `На доработке` / `Принято`; nothing before the first submission. */
export const ReviewBadge = ({ status }: { readonly status: BlockStatus }) => {
  const { t } = useTranslation("passage");
  if (status === "none") return null;
  return <span className={`badge badge-${status}`}>{t(`reviewStatus.${status}`)}</span>;
};

export const LockIcon = () => (
  <svg
    className="lock-icon"
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);
