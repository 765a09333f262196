import { useTranslation } from "react-i18next";
import type { ValidationErrors } from "@app/domain/api/error-body";
import { DISCUSSION_TEXT_MAX } from "@app/domain/api/social";
import { overLimitError } from "@app/domain/validation/text-limits";
import { apiClient } from "../../lib/api/client";
import { errorMessages, isApiError } from "../../lib/api/api-error";
import { socialApi } from "../../lib/api/social-api";
import { useForm } from "../../lib/forms/use-form";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { TextAreaField } from "./text-area-field";

type Props = { readonly courseId: number; readonly onPosted: () => Promise<void> };

/** `Сообщение` + `Отправить`: a new post of the course discussion (trimmed, 1–2000 characters). */
export const DiscussionForm = ({ courseId, onPosted }: Props) => {
  const { t } = useTranslation("course-social");
  const form = useForm<"text">({
    initial: { text: "" },
    validate: ({ text }): ValidationErrors => {
      const trimmed = text.trim();
      if (trimmed === "") return { text: [t("discussion.required")] };
      const tooLong = overLimitError(trimmed.length, DISCUSSION_TEXT_MAX);
      return tooLong !== undefined ? { text: [tooLong] } : {};
    },
    submit: async ({ text }) => {
      await socialApi(apiClient).post(courseId, text.trim());
      form.reset();
      notifySuccess(t("discussion.sent"));
      await onPosted();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) return false;
      notifyError(errorMessages(error)[0] ?? "");
      return true;
    },
  });

  return (
    <form className="social-form" onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <TextAreaField
        label={t("discussion.message")}
        value={form.values.text}
        error={form.errors.text}
        limit={{ length: form.values.text.trim().length, max: DISCUSSION_TEXT_MAX }}
        rows={3}
        onChange={(event) => form.set("text", event.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={form.pending}>
        {t("discussion.send")}
      </button>
    </form>
  );
};
