import { useTranslation } from "react-i18next";
import type { ValidationErrors } from "@app/domain/api/error-body";
import { DISCUSSION_TEXT_MAX } from "@app/domain/api/social";
import { sendOrKeep } from "../../lib/offline/browser-outbox";
import { useForm } from "../../lib/forms/use-form";
import { notifySuccess } from "../../lib/ui/toast";
import { socialKeys } from "./social-keys";
import { socialTextErrors, toastUnlessFieldErrors } from "./social-text";
import { TextAreaField } from "./text-area-field";

type Props = { readonly courseId: number; readonly onPosted: () => Promise<void> };

/** `Сообщение` + `Отправить`: a new post of the course discussion (trimmed, 1–2000 characters). */
export const DiscussionForm = ({ courseId, onPosted }: Props) => {
  const { t } = useTranslation("course-social");
  const form = useForm<"text">({
    initial: { text: "" },
    validate: ({ text }): ValidationErrors => {
      const problems = socialTextErrors(text, DISCUSSION_TEXT_MAX, t("discussion.required"));
      return problems.length > 0 ? { text: problems } : {};
    },
    // Through the outbox (issue #15): offline the post is kept and sent when the network is back.
    submit: async ({ text }) => {
      const courseID = String(courseId);
      const outcome = await sendOrKeep(
        { _tag: "DiscussionPost", courseID, text: text.trim() },
        [[...socialKeys.discussion(courseID)]],
        t("discussion.sent"),
      );
      if (outcome._tag === "failed") throw outcome.error;
      form.reset();
      if (outcome._tag === "queued") return;
      notifySuccess(t("discussion.sent"));
      await onPosted();
    },
    onError: toastUnlessFieldErrors,
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
