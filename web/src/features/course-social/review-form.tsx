import { useId } from "react";
import { useTranslation } from "react-i18next";
import { REVIEW_TEXT_MAX, type CourseReview } from "@app/domain/api/social";
import { apiClient } from "../../lib/api/client";
import { socialApi } from "../../lib/api/social-api";
import { isApiError } from "../../lib/api/api-error";
import { myCourseQueryKey } from "../../lib/api/my-course-query";
import { sendOrKeep } from "../../lib/offline/browser-outbox";
import { useForm } from "../../lib/forms/use-form";
import { notifySuccess } from "../../lib/ui/toast";
import { socialKeys } from "./social-keys";
import { socialTextErrors, toastUnlessFieldErrors } from "./social-text";
import { StarRatingInput } from "./star-rating-input";
import { TextAreaField } from "./text-area-field";

type Props = {
  readonly courseId: number;
  /** The review is stored, or the server says there already is one (409). */
  readonly onWritten: () => Promise<void>;
  /** Editing the student's review in place (issue #30): its values to start from, and `Отмена`. */
  readonly editing?: { readonly review: CourseReview; readonly onCancel: () => void };
};

/**
 * The student's one review of the course: a rating 1–5, a text, `Оставить отзыв`; or, editing it,
 * `Сохранить` and `Отмена` (sent online only: an edit is not kept offline).
 */
export const ReviewForm = ({ courseId, onWritten, editing }: Props) => {
  const { t } = useTranslation("course-social");
  const form = useForm<"rating" | "text">({
    initial:
      editing === undefined
        ? { rating: "", text: "" }
        : { rating: String(editing.review.rating), text: editing.review.text },
    validate: ({ rating, text }) => {
      const errors: Record<string, string[]> = {};
      if (!/^[1-5]$/.test(rating)) errors.rating = [t("reviews.ratingRequired")];
      const textProblems = socialTextErrors(text, REVIEW_TEXT_MAX, t("reviews.required"));
      if (textProblems.length > 0) errors.text = textProblems;
      return errors;
    },
    // Through the outbox (issue #15): offline the review is kept and sent when the network is back.
    submit: async ({ rating, text }) => {
      if (editing !== undefined) {
        await socialApi(apiClient).editReview(courseId, editing.review.id, {
          rating: Number(rating),
          text: text.trim(),
        });
        notifySuccess(t("reviews.saved"));
        await onWritten();
        return;
      }
      const courseID = String(courseId);
      const request = { _tag: "CourseReview" as const, courseID, rating: Number(rating), text: text.trim() };
      const outcome = await sendOrKeep(
        request,
        [[...socialKeys.all(courseID)], [...myCourseQueryKey(courseID)]],
        t("reviews.sent"),
      );
      if (outcome._tag === "failed") throw outcome.error;
      if (outcome._tag === "queued") return;
      notifySuccess(t("reviews.sent"));
      await onWritten();
    },
    onError: (error) => {
      if (!toastUnlessFieldErrors(error)) return false;
      // The server already has a review of this student: show it.
      if (isApiError(error) && error.status === 409) void onWritten();
      return true;
    },
  });

  const titleId = useId();
  return (
    <form
      className="social-form review-form"
      onSubmit={(event) => void form.onSubmit(event)}
      noValidate
      aria-labelledby={titleId}
    >
      <h3 id={titleId}>{editing === undefined ? t("reviews.formTitle") : t("reviews.editTitle")}</h3>
      <StarRatingInput
        value={form.values.rating}
        error={form.errors.rating}
        onChange={(value) => form.set("rating", value)}
      />
      <TextAreaField
        label={t("reviews.text")}
        value={form.values.text}
        error={form.errors.text}
        limit={{ length: form.values.text.trim().length, max: REVIEW_TEXT_MAX }}
        rows={4}
        onChange={(event) => form.set("text", event.target.value)}
      />
      <div className="social-form-actions">
        <button type="submit" className="button button-primary" disabled={form.pending}>
          {editing === undefined ? t("reviews.submit") : t("reviews.save")}
        </button>
        {editing !== undefined && (
          <button type="button" className="button" onClick={editing.onCancel}>
            {t("reviews.cancel")}
          </button>
        )}
      </div>
    </form>
  );
};
