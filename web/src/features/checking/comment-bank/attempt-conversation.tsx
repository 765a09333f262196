import { useTranslation } from "react-i18next";
import type { AttemptView } from "@app/domain/api/review";
import { formatDateTime, personName } from "../check-params";
import { FileDownload } from "../file-download";
import "./comment-bank.css";

/**
 * Issue #34 part 6, the reviewer's side: the files the teacher attached to an attempt's feedback and
 * the student's answers to it, so every round stays in the history.
 */
export const AttemptConversation = ({ attempt }: { readonly attempt: AttemptView }) => {
  const { t } = useTranslation("comment-bank");
  const files = attempt.feedback?.files ?? [];
  const replies = attempt.replies ?? [];
  return (
    <>
      {files.length > 0 && (
        <div className="check-feedback-files">
          <p className="check-label">{t("history.teacherFiles")}</p>
          <ul className="check-files">
            {files.map((file) => (
              <li key={file.id}>
                <FileDownload file={file} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {replies.length > 0 && (
        <div className="check-replies">
          <p className="check-label">{t("history.replies")}</p>
          {replies.map((reply) => (
            <div key={reply.at} className="check-reply">
              <p className="muted">
                {t("history.reply", {
                  name: personName(reply.author) ?? `#${reply.author.id}`,
                  date: formatDateTime(reply.at),
                })}
              </p>
              <p className="check-text">{reply.text}</p>
            </div>
          ))}
        </div>
      )}
    </>
  );
};
