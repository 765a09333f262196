import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CourseReview } from "@app/domain/api/social";
import { Avatar } from "../../lib/ui/avatar";
import { formatDateTime, personName } from "./person";
import { ReviewAnswerForm } from "./review-answer-form";
import { ReviewForm } from "./review-form";
import { Stars } from "./stars";

type Props = {
  readonly courseId: number;
  readonly review: CourseReview;
  readonly mine: boolean;
  /** The viewer answers reviews (the course's staff, domain mayAnswerReview). */
  readonly answers: boolean;
  readonly onDelete: () => void;
  /** The review or its answer changed: the list is read again. */
  readonly onChanged: () => Promise<void>;
};

/**
 * A review: the author, the stars, the date (and `изменён` with the edit's date, issue #30) and the
 * text; the course's answer under it. Its author edits it in place or deletes it; the course's
 * staff answer it (or change their answer).
 */
export const ReviewItem = ({ courseId, review, mine, answers, onDelete, onChanged }: Props) => {
  const { t } = useTranslation("course-social");
  const [mode, setMode] = useState<"view" | "edit" | "answer">("view");
  const done = async () => {
    setMode("view");
    await onChanged();
  };
  if (mode === "edit")
    return (
      <li className="social-post review review-mine review-editing">
        <ReviewForm courseId={courseId} editing={{ review, onCancel: () => setMode("view") }} onWritten={done} />
      </li>
    );
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
          {review.edited_at !== null && (
            <span className="review-edited">
              {t("reviews.edited")} <time dateTime={review.edited_at}>{formatDateTime(review.edited_at)}</time>
            </span>
          )}
        </p>
        <Stars rating={review.rating} size={18} />
        <p className="social-post-text">{review.text}</p>
        {review.answer !== null && mode !== "answer" && (
          <section className="review-answer" aria-label={t("reviews.answerTitle")}>
            <p className="review-answer-title">{t("reviews.answerTitle")}</p>
            <p className="social-post-meta">
              <strong>{personName(review.answer.author, t("anonymous"))}</strong>
              <time dateTime={review.answer.at}>{formatDateTime(review.answer.at)}</time>
            </p>
            <p className="social-post-text">{review.answer.text}</p>
          </section>
        )}
        {mode === "answer" && (
          <ReviewAnswerForm
            courseId={courseId}
            reviewId={review.id}
            initial={review.answer?.text ?? ""}
            onCancel={() => setMode("view")}
            onSent={done}
          />
        )}
        {mode === "view" && (mine || answers) && (
          <p className="social-post-actions">
            {mine && (
              <button type="button" className="social-link-button" onClick={() => setMode("edit")}>
                {t("reviews.edit")}
              </button>
            )}
            {answers && (
              <button type="button" className="social-link-button" onClick={() => setMode("answer")}>
                {review.answer === null ? t("reviews.answer") : t("reviews.answerEdit")}
              </button>
            )}
          </p>
        )}
      </div>
      {mine && (
        <button type="button" className="button button-small social-post-delete" onClick={onDelete}>
          {t("reviews.deleteMine")}
        </button>
      )}
    </li>
  );
};
