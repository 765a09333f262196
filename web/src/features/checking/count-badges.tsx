import { useTranslation } from "react-i18next";
import type { ReviewCounts } from "@app/domain/api/review";

/** The counts of an item as badges ('На проверке: 2'); the statuses with none are left out. */
export const CountBadges = ({ counts }: { readonly counts: ReviewCounts }) => {
  const { t } = useTranslation("checking");
  const badges = [
    { key: "onReview", count: counts.on_review, text: t("counts.onReview", { count: counts.on_review }) },
    { key: "needsWork", count: counts.needs_work, text: t("counts.needsWork", { count: counts.needs_work }) },
    { key: "accepted", count: counts.accepted, text: t("counts.accepted", { count: counts.accepted }) },
  ].filter((badge) => badge.count > 0);
  if (badges.length === 0) return <span className="check-badges muted">{t("counts.none")}</span>;
  return (
    <ul className="check-badges" aria-label={t("counts.label")}>
      {badges.map((badge) => (
        <li key={badge.key} className={`check-badge check-badge-${badge.key}`}>
          {badge.text}
        </li>
      ))}
    </ul>
  );
};
