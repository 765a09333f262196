import { useTranslation } from "react-i18next";
import type { CourseReviewsPage } from "@app/domain/api/social";
import { Avatar } from "../../lib/ui/avatar";
import { formatNumber } from "../../lib/i18n/format";
import { fullName } from "@app/domain/people/display-name";

/** The course's reviews on its public page: the average, the count and the newest few. */
export const LandingReviews = ({ page }: { readonly page: CourseReviewsPage | undefined }) => {
  const { t } = useTranslation("course-landing");
  if (page === undefined) return null;
  const { summary } = page;
  return (
    <section className="landing-block" aria-labelledby="landing-reviews">
      <h2 id="landing-reviews">{t("reviewsTitle")}</h2>
      {summary.count === 0 ? (
        <p className="muted">{t("noReviews")}</p>
      ) : (
        <p className="landing-rating">
          {summary.average_rating !== null && (
            <strong>{t("average", { rating: formatNumber(summary.average_rating) })}</strong>
          )}{" "}
          · {t("reviewsCount", { count: summary.count })}
        </p>
      )}
      <ul className="landing-reviews">
        {page.data.map((review) => (
          <li key={review.id}>
            <Avatar picture={review.author.avatar} name={fullName(review.author) || t("anonymous")} size={40} />
            <p className="landing-stars" role="img" aria-label={t("stars", { rating: review.rating })}>
              {"★".repeat(review.rating)}
              <span aria-hidden="true" className="landing-stars-off">
                {"★".repeat(Math.max(0, 5 - review.rating))}
              </span>
            </p>
            <p className="landing-review-text">{review.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};
