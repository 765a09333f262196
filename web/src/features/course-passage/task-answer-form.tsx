import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FileRef } from "@app/domain/course/ids";
import { ERROR_MESSAGES, NETWORK_ERROR_STATUS } from "@app/domain/errors/catalogue";
import { fileRefusal } from "@app/domain/validation/file-rules";
import { FREE_ANSWER_MAX, normalizeAnswerText, overLimitError } from "@app/domain/validation/text-limits";
import { accountApi } from "../../lib/api/account-api";
import { apiClient } from "../../lib/api/client";
import { isApiError } from "../../lib/api/api-error";
import { uploadRefusal } from "../../lib/api/upload-refusal";
import { FileLink } from "../../lib/blocks/file-link";
import { requestKey } from "../../lib/offline/browser-outbox";
import { useOutboxState } from "../../lib/offline/offline-notice";
import { CharCounter } from "../../lib/ui/char-counter";
import { notifySuccess } from "../../lib/ui/toast";
import { saveAnswerDraft } from "./answer-draft-sender";
import { record, submitTask } from "./passage-actions";
import { useAnswerDraft } from "./use-lesson-model";

type Props = {
  readonly courseID: string;
  readonly lessonID: string;
  readonly taskID: string;
  readonly blockID: string;
  /** The last attempt sent back for rework: the form opens with it until the student changes it. */
  readonly previous: { readonly text: string; readonly files: ReadonlyArray<FileRef> } | null;
  /** Issue #37: a hard date has passed: `Отправить на проверку` is off and points at the sentence with this id. */
  readonly closedBy?: string | undefined;
};

/**
 * The answer to a free task: text (`Ответ`, with `N из 10000 символов`) and private file
 * attachments, then `Отправить на проверку`. Every keystroke and attached file is a draft in the
 * persisted passage (issue #15), so a reload, another tab or signing in again finds it, and on the
 * server once typing pauses, so another device finds it (issue #30); it goes once the answer is sent. Offline the answer is kept and sent when the network is back.
 */
export const TaskAnswerForm = ({ courseID, lessonID, taskID, blockID, previous, closedBy }: Props) => {
  const { t } = useTranslation("passage");
  const id = useId();
  const draft = useAnswerDraft(courseID, lessonID, taskID, blockID);
  const { online, isPending } = useOutboxState();
  const queued = isPending(
    requestKey({ _tag: "Submission", courseID, lessonID, taskID, blockID, text: "", files: [] }),
  );
  const text = draft?.text ?? previous?.text ?? "";
  const files = draft?.files ?? previous?.files ?? [];
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const length = normalizeAnswerText(text).length;

  const keep = (next: { text?: string; files?: ReadonlyArray<FileRef> }) => {
    const value = { text: next.text ?? text, files: [...(next.files ?? files)], updatedAt: Date.now() };
    // Kept here at once, and on the server once typing pauses, so another device finds it (issue #30).
    if (record({ _tag: "DraftAnswer", courseID, lessonID, taskID, contentBlockID: blockID, ...value }))
      saveAnswerDraft({ courseID, lessonID, taskID, blockID }, value);
  };

  const attach = async (list: FileList | null) => {
    if (list === null || list.length === 0) return;
    // Checked before any byte is sent: empty, over 50 MB, a program (domain file rule).
    const chosen = Array.from(list);
    const refused = chosen.flatMap((file) => {
      const reason = fileRefusal({ name: file.name, size: file.size });
      return reason === undefined ? [] : [t("task.fileRefused", { name: file.name, reason })];
    });
    if (refused.length > 0) {
      setError(refused.join("\n"));
      return;
    }
    if (!navigator.onLine) {
      setError(`${ERROR_MESSAGES.network} ${t("task.offlineUpload")}`);
      return;
    }
    setError(null);
    setUploading(true);
    let attached = files;
    let current = "";
    try {
      for (const file of chosen) {
        current = file.name;
        const uploaded = await accountApi(apiClient).uploadFile(file, { isPublic: false });
        attached = [...attached, { id: uploaded.id, name: uploaded.name, url: uploaded.url, size: uploaded.size }];
        keep({ files: attached });
      }
    } catch (failure) {
      // Next to the field, as the page's own refusals: the server's reason when it gave one (issue #30:
      // a program renamed .txt is `Исполняемые файлы загружать нельзя`), no network as such, else SPEC §8's message.
      const reason = uploadRefusal(failure);
      setError(
        reason !== undefined
          ? t("task.fileRefused", { name: current, reason })
          : isApiError(failure) && failure.status === NETWORK_ERROR_STATUS
            ? `${ERROR_MESSAGES.network} ${t("task.offlineUpload")}`
            : t("task.uploadError"),
      );
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = normalizeAnswerText(text);
    if (closedBy !== undefined) return;
    if (answer === "" && files.length === 0) return setError(t("task.needText"));
    const tooLong = overLimitError(answer.length, FREE_ANSWER_MAX);
    if (tooLong !== undefined) return setError(tooLong);
    setError(null);
    if (draft === undefined) keep({});
    setPending(true);
    const outcome = await submitTask({ courseID, lessonID, taskID, blockID }, { text: answer, files }, t("task.sent"));
    setPending(false);
    if (outcome._tag === "sent") notifySuccess(t("task.sent"));
  };

  const describedBy = [`${id}-counter`, error !== null ? `${id}-error` : null].filter((x) => x !== null).join(" ");
  return (
    <form className="task-form" onSubmit={(e) => void submit(e)} noValidate>
      {previous !== null && draft === undefined && <p className="muted task-previous">{t("task.previous")}</p>}
      <div className="field">
        <label htmlFor={`${id}-text`}>{t("task.answer")}</label>
        <textarea
          id={`${id}-text`}
          rows={5}
          value={text}
          readOnly={queued}
          onChange={(e) => keep({ text: e.target.value })}
          aria-invalid={error !== null}
          aria-describedby={describedBy}
        />
        <div className="task-form-foot">
          <CharCounter id={`${id}-counter`} length={length} max={FREE_ANSWER_MAX} />
        </div>
        {error !== null && (
          <p className="field-error task-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-files`} className="button button-small file-button">
          {t("task.attach")}
        </label>
        <input
          id={`${id}-files`}
          className="visually-hidden"
          type="file"
          multiple
          disabled={uploading || pending || queued}
          onChange={(e) => void attach(e.target.files).then(() => (e.target.value = ""))}
        />
        {uploading && (
          <p className="muted" role="status">
            {t("task.uploading")}
          </p>
        )}
      </div>
      {files.length > 0 && (
        <ul className="task-files" aria-label={t("task.attached")}>
          {files.map((file) => (
            <li key={file.id}>
              <FileLink file={file} private />
              <button
                type="button"
                className="button button-small"
                disabled={queued}
                aria-label={t("task.remove", { name: file.name })}
                onClick={() => keep({ files: files.filter((f) => f.id !== file.id) })}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      {queued && (
        <p className="muted" role="status">
          {t("task.queued")}
        </p>
      )}
      {closedBy !== undefined && (
        <p className="task-closed" id={`${id}-closed`}>
          {t("task.closed")}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={pending || uploading || queued || closedBy !== undefined}
        aria-describedby={closedBy === undefined ? undefined : `${closedBy} ${id}-closed`}
      >
        {t("task.submit")}
      </button>
      {!queued && online && draft !== undefined && <p className="muted task-draft-note">{t("task.draftKept")}</p>}
    </form>
  );
};
