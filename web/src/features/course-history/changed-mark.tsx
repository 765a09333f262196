import { useTranslation } from "react-i18next";

/** The marker of an item this version changed: a visible badge, and words for screen readers. */
export const ChangedMark = ({ compact = false }: { readonly compact?: boolean }) => {
  const { t } = useTranslation("course-history");
  return compact ? (
    <span className="history-mark history-mark-dot">
      <span aria-hidden="true">●</span>
      <span className="visually-hidden">{t("version.changed")}</span>
    </span>
  ) : (
    <span className="history-mark">{t("version.changed")}</span>
  );
};
