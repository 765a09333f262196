import { useTranslation } from "react-i18next";
import { formatNumber } from "../../lib/i18n/format";

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** One star, filled or not. */
export const StarIcon = ({ filled, size = 20 }: { readonly filled: boolean; readonly size?: number }) => (
  <svg
    className={`star${filled ? " star-on" : ""}`}
    width={size}
    height={size}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
  >
    <path d={STAR} />
  </svg>
);

/** A rating shown as five stars, named `Оценка 4 из 5`. */
export const Stars = ({ rating, size }: { readonly rating: number; readonly size?: number }) => {
  const { t } = useTranslation("course-social");
  const rounded = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={t("reviews.stars", { rating: formatNumber(rating) })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= rounded} size={size} />
      ))}
    </span>
  );
};
