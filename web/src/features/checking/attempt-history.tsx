import { useTranslation } from "react-i18next";
import type { AttemptView, SubmissionStatus } from "@app/domain/api/review";
import { formatDateTime, personName } from "./check-params";
import { FileDownload } from "./file-download";
import { AttemptConversation } from "./comment-bank/attempt-conversation";
import { RubricMarks } from "../../lib/blocks/rubric-marks";

type Props = { readonly attempts: ReadonlyArray<AttemptView>; readonly status: SubmissionStatus };

/** Every attempt, oldest first, with the answer, its files and the reviewer's feedback (decision, comment, who, when). */
export const AttemptHistory = ({ attempts, status }: Props) => {
  const { t } = useTranslation("checking");
  return (
    <section className="check-history" aria-labelledby="check-history-title">
      <h3 id="check-history-title">{t("submission.history")}</h3>
      <ol className="check-attempts">
        {attempts.map((attempt, index) => {
          const last = index === attempts.length - 1;
          const feedback = attempt.feedback;
          return (
            <li key={attempt.number} className="check-attempt" aria-labelledby={`check-attempt-${attempt.number}`}>
              <h4 id={`check-attempt-${attempt.number}`}>
                {t("submission.attempt", { number: attempt.number })}
                <span className="muted check-attempt-date">{formatDateTime(attempt.submitted_at)}</span>
              </h4>
              <p className="check-label">{t("submission.answer")}</p>
              {attempt.text === "" ? (
                <p className="muted">{t("submission.noText")}</p>
              ) : (
                <p className="check-text check-answer">{attempt.text}</p>
              )}
              {attempt.files.length > 0 && (
                <>
                  <p className="check-label">{t("submission.files")}</p>
                  <ul className="check-files">
                    {attempt.files.map((file) => (
                      <li key={file.id}>
                        <FileDownload file={file} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {feedback !== null ? (
                <div className={`check-feedback check-feedback-${feedback.decision}`}>
                  <p className="check-feedback-decision">
                    {t(`submission.decision.${feedback.decision}`)}
                    <span className="muted">
                      {" · "}
                      {t("submission.by", {
                        teacher: personName(feedback.teacher) ?? t("submissions.unnamed", { id: feedback.teacher.id }),
                        date: formatDateTime(feedback.at),
                      })}
                    </span>
                  </p>
                  <p className="check-text">{feedback.comment === "" ? t("submission.noComment") : feedback.comment}</p>
                  {feedback.rubric !== undefined && <RubricMarks marks={feedback.rubric} />}
                  <AttemptConversation attempt={attempt} />
                </div>
              ) : (
                last &&
                status === "onReview" && (
                  <p className="check-feedback check-feedback-waiting">{t("submission.waiting")}</p>
                )
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
};
