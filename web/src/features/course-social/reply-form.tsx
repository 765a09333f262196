import { useTranslation } from "react-i18next";
import { DISCUSSION_TEXT_MAX } from "@app/domain/api/social";
import { apiClient } from "../../lib/api/client";
import { socialApi } from "../../lib/api/social-api";
import { ShortTextForm } from "./short-text-form";

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
  return (
    <ShortTextForm
      className="social-reply-form"
      label={t("discussion.replyTo", { name })}
      initial=""
      max={DISCUSSION_TEXT_MAX}
      required={t("discussion.required")}
      rows={2}
      submitLabel={t("discussion.replySend")}
      cancelLabel={t("discussion.cancel")}
      sentMessage={t("discussion.replySent")}
      send={(text) => socialApi(apiClient).post(courseId, text, replyTo)}
      onSent={onSent}
      onCancel={onCancel}
    />
  );
};
