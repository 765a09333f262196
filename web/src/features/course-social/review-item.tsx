import { useTranslation } from "react-i18next";
import type { CourseReview } from "@app/domain/api/social";
import { Avatar } from "../../lib/ui/avatar";
import { formatDateTime, personName } from "./person";
import { Stars } from "./stars";

type Props = { readonly review: CourseReview; readonly mine: boolean; readonly onDelete: () => void };

/** A review: the author, the stars, the date and the text; the student's own one can be deleted. */
export const ReviewItem = ({ review, mine, onDelete }: Props) => {
  const { t } = useTranslation("course-social");
  return (
    <li className={`social-post review${mine ? " review-mine" : ""}`}>
      <span className="social-post-avatar" aria-hidden="true">
        <Avatar picture={review.author.avatar} name="" size={40} imageOnly />
      </span>
      <div className="social-post-body">
        <p className="social-post-meta">
          <strong>{personName(review.author, t("anonymous"))}</strong>
          {mine && <span className="social-badge">{t("you")}</span>}
          <time dateTime={review.created_at}>{formatDateTime(review.created_at)}</time>
        </p>
        <Stars rating={review.rating} size={18} />
        <p className="social-post-text">{review.text}</p>
      </div>
      {mine && (
        <button type="button" className="button button-small social-post-delete" onClick={onDelete}>
          {t("reviews.deleteMine")}
        </button>
      )}
    </li>
  );
};
