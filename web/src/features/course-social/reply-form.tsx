import { useTranslation } from "react-i18next";
import type { ValidationErrors } from "@app/domain/api/error-body";
import { DISCUSSION_TEXT_MAX } from "@app/domain/api/social";
import { apiClient } from "../../lib/api/client";
import { socialApi } from "../../lib/api/social-api";
import { useForm } from "../../lib/forms/use-form";
import { notifySuccess } from "../../lib/ui/toast";
import { socialTextErrors, toastUnlessFieldErrors } from "./social-text";
import { TextAreaField } from "./text-area-field";

type Props = {
  readonly courseId: number;
  /** The post or reply answered: the reply goes into its thread (one level deep, issue #30). */
  readonly replyTo: number;
  /** Whom it answers, for the field's label. */
  readonly name: string;
  readonly onSent: () => Promise<void>;
  readonly onCancel: () => void;
};

/** A reply under a thread of the discussion: its own field, `Отправить ответ` and `Отмена`. Sent online only. */
export const ReplyForm = ({ courseId, replyTo, name, onSent, onCancel }: Props) => {
  const { t } = useTranslation("course-social");
  const form = useForm<"text">({
    initial: { text: "" },
    validate: ({ text }): ValidationErrors => {
      const problems = socialTextErrors(text, DISCUSSION_TEXT_MAX, t("discussion.required"));
      return problems.length > 0 ? { text: problems } : {};
    },
    submit: async ({ text }) => {
      await socialApi(apiClient).post(courseId, text.trim(), replyTo);
      notifySuccess(t("discussion.replySent"));
      await onSent();
    },
    onError: toastUnlessFieldErrors,
  });
  return (
    <form className="social-form social-reply-form" onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <TextAreaField
        label={t("discussion.replyTo", { name })}
        value={form.values.text}
        error={form.errors.text}
        limit={{ length: form.values.text.trim().length, max: DISCUSSION_TEXT_MAX }}
        rows={2}
        autoFocus
        onChange={(event) => form.set("text", event.target.value)}
      />
      <div className="social-form-actions">
        <button type="submit" className="button button-primary button-small" disabled={form.pending}>
          {t("discussion.replySend")}
        </button>
        <button type="button" className="button button-small" onClick={onCancel}>
          {t("discussion.cancel")}
        </button>
      </div>
    </form>
  );
};
