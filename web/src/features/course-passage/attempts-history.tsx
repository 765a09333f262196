import { useTranslation } from "react-i18next";
import type { SubmissionView } from "@app/domain/api/passage";
import { FileLink } from "../../lib/blocks/file-link";
import { TextBlock } from "../../lib/blocks/text-block";
import { RubricMarks } from "../../lib/blocks/rubric-marks";
import { formatDayTime } from "../../lib/i18n/format";
import { FeedbackThread } from "./feedback-conversation";

const when = (iso: string): string => formatDayTime(iso);

/** Every attempt of a free task, newest first: text, files and the teacher's answer. */
export const AttemptsHistory = ({ submission }: { readonly submission: SubmissionView }) => {
  const { t } = useTranslation("passage");
  const attempts = [...submission.attempts].sort((a, b) => b.number - a.number);
  return (
    <details className="attempts" open={attempts.length > 1}>
      <summary>{t("task.attempts", { count: attempts.length })}</summary>
      <ol className="attempts-list">
        {attempts.map((attempt) => (
          <li key={attempt.number} className="attempt">
            <p className="attempt-head">
              <strong>{t("task.attempt", { number: attempt.number })}</strong>{" "}
              <time dateTime={attempt.submitted_at}>{when(attempt.submitted_at)}</time>
            </p>
            {attempt.text === "" ? (
              <p className="muted">{t("task.noText")}</p>
            ) : (
              <div className="answer-text">
                <TextBlock text={attempt.text} />
              </div>
            )}
            {attempt.files.map((file) => (
              <FileLink key={file.id} file={file} private />
            ))}
            {attempt.feedback !== null && (
              <div className={`attempt-feedback is-${attempt.feedback.decision}`}>
                <p>
                  <strong>{t("task.feedback", { decision: t(`reviewStatus.${attempt.feedback.decision}`) })}</strong>
                </p>
                {attempt.feedback.comment !== "" && <TextBlock text={attempt.feedback.comment} />}
                {attempt.feedback.rubric !== undefined && <RubricMarks marks={attempt.feedback.rubric} />}
                <FeedbackThread attempt={attempt} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
};
