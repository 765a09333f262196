import { useTranslation } from "react-i18next";
import type { ValidationErrors } from "@app/domain/api/error-body";
import { REVIEW_TEXT_MAX } from "@app/domain/api/social";
import { apiClient } from "../../lib/api/client";
import { socialApi } from "../../lib/api/social-api";
import { useForm } from "../../lib/forms/use-form";
import { notifySuccess } from "../../lib/ui/toast";
import { socialTextErrors, toastUnlessFieldErrors } from "./social-text";
import { TextAreaField } from "./text-area-field";

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
  const form = useForm<"text">({
    initial: { text: initial },
    validate: ({ text }): ValidationErrors => {
      const problems = socialTextErrors(text, REVIEW_TEXT_MAX, t("reviews.required"));
      return problems.length > 0 ? { text: problems } : {};
    },
    submit: async ({ text }) => {
      await socialApi(apiClient).answerReview(courseId, reviewId, text.trim());
      notifySuccess(t("reviews.answerSent"));
      await onSent();
    },
    onError: toastUnlessFieldErrors,
  });
  return (
    <form className="social-form review-answer-form" onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <TextAreaField
        label={t("reviews.answerText")}
        value={form.values.text}
        error={form.errors.text}
        limit={{ length: form.values.text.trim().length, max: REVIEW_TEXT_MAX }}
        rows={3}
        autoFocus
        onChange={(event) => form.set("text", event.target.value)}
      />
      <div className="social-form-actions">
        <button type="submit" className="button button-primary button-small" disabled={form.pending}>
          {t("reviews.answerSubmit")}
        </button>
        <button type="button" className="button button-small" onClick={onCancel}>
          {t("reviews.cancel")}
        </button>
      </div>
    </form>
  );
};
