import { useTranslation } from "react-i18next";
import { REVIEW_TEXT_MAX } from "@app/domain/api/social";
import { apiClient } from "../../lib/api/client";
import { socialApi } from "../../lib/api/social-api";
import { ShortTextForm } from "./short-text-form";

type Props = {
  readonly courseId: number;
  readonly reviewId: number;
  /** The answer given before, which this one replaces (one per review). */
  readonly initial: string;
  readonly onSent: () => Promise<void>;
  readonly onCancel: () => void;
};

/** The course staff's answer under a review (issue #30): `Ответ на отзыв`, `Опубликовать ответ`, `Отмена`. */
export const ReviewAnswerForm = ({ courseId, reviewId, initial, onSent, onCancel }: Props) => {
  const { t } = useTranslation("course-social");
  return (
    <ShortTextForm
      className="review-answer-form"
      label={t("reviews.answerText")}
      initial={initial}
      max={REVIEW_TEXT_MAX}
      required={t("reviews.required")}
      rows={3}
      submitLabel={t("reviews.answerSubmit")}
      cancelLabel={t("reviews.cancel")}
      sentMessage={t("reviews.answerSent")}
      send={(text) => socialApi(apiClient).answerReview(courseId, reviewId, text)}
      onSent={onSent}
      onCancel={onCancel}
    />
  );
};
