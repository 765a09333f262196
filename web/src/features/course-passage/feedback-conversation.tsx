import { useId, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { REVIEW_REPLY_MAX } from "@app/domain/api/review";
import type { SubmissionView } from "@app/domain/api/passage";
import { maxLengthMessage } from "@app/domain/validation/messages";
import { apiClient } from "../../lib/api/client";
import { errorMessages } from "../../lib/api/api-error";
import { conversationApi } from "../../lib/api/conversation-api";
import { serverFieldErrors } from "../../lib/forms/use-form";
import { FileLink } from "../../lib/blocks/file-link";
import { CharCounter } from "../../lib/ui/char-counter";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { formatDayTime } from "../../lib/i18n/format";
import { submissionsQueryKey } from "./passage-actions";

type Attempt = SubmissionView["attempts"][number];

/** Issue #34 part 6: the teacher's files on an attempt's feedback and the student's answers to it. */
export const FeedbackThread = ({ attempt }: { readonly attempt: Attempt }) => {
  const { t } = useTranslation("passage");
  const files = attempt.feedback?.files ?? [];
  const replies = attempt.replies ?? [];
  return (
    <>
      {files.length > 0 && (
        <div className="feedback-files-of-teacher">
          <p className="muted">{t("conversation.teacherFiles")}</p>
          {files.map((file) => (
            <FileLink key={file.id} file={file} private />
          ))}
        </div>
      )}
      {replies.map((reply) => (
        <div key={reply.at} className="feedback-reply">
          <p className="muted">
            {t("conversation.yourReply")} <time dateTime={reply.at}>{formatDayTime(reply.at)}</time>
          </p>
          <p className="feedback-reply-text">{reply.text}</p>
        </div>
      ))}
    </>
  );
};

/**
 * Under a rework comment: the teacher's files and the answers so far, and `Ответить`, which opens a
 * short form; the answer joins the attempt's history on both sides (POST /api/submissions/{id}/replies).
 */
export const FeedbackConversation = ({
  courseID,
  submission,
}: {
  readonly courseID: string;
  readonly submission: SubmissionView;
}) => {
  const { t } = useTranslation("passage");
  const id = useId();
  const client = useQueryClient();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const last = submission.attempts.reduce<Attempt | undefined>(
    (latest, a) => (latest === undefined || a.number > latest.number ? a : latest),
    undefined,
  );
  if (last === undefined) return null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const answer = (text ?? "").trim();
    if (answer === "") return setError(t("conversation.needText"));
    if (answer.length > REVIEW_REPLY_MAX) return setError(maxLengthMessage(REVIEW_REPLY_MAX));
    setPending(true);
    try {
      const updated = await conversationApi(apiClient).reply(submission.id, answer);
      client.setQueryData<ReadonlyArray<SubmissionView>>(submissionsQueryKey(courseID), (list) =>
        list?.map((s) => (s.id === updated.id ? updated : s)),
      );
      setText(null);
      setError(undefined);
      notifySuccess(t("conversation.sent"));
    } catch (failure) {
      const field = serverFieldErrors(failure)?.text?.[0];
      if (field !== undefined) setError(field);
      else notifyError(errorMessages(failure)[0] ?? t("conversation.failed"));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="feedback-conversation">
      <FeedbackThread attempt={last} />
      {text === null ? (
        <button type="button" className="button button-small" onClick={() => setText("")}>
          {t("conversation.reply")}
        </button>
      ) : (
        <form className="feedback-reply-form" noValidate onSubmit={(e) => void send(e)}>
          <label htmlFor={`${id}-reply`}>{t("conversation.label")}</label>
          <textarea
            id={`${id}-reply`}
            rows={3}
            value={text}
            autoFocus
            aria-invalid={error !== undefined}
            aria-describedby={`${id}-counter${error !== undefined ? ` ${id}-error` : ""}`}
            onChange={(e) => setText(e.target.value)}
          />
          <CharCounter id={`${id}-counter`} length={text.trim().length} max={REVIEW_REPLY_MAX} />
          {error !== undefined && (
            <p className="field-error" id={`${id}-error`} role="alert">
              {error}
            </p>
          )}
          <div className="feedback-reply-actions">
            <button type="submit" className="button button-small button-primary" disabled={pending}>
              {t("conversation.send")}
            </button>
            <button type="button" className="button button-small" onClick={() => setText(null)}>
              {t("conversation.cancel")}
            </button>
          </div>
        </form>
      )}
    </div>
  );
};
