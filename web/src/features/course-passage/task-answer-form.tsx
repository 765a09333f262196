import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FileRef } from "@app/domain/course/ids";
import { accountApi } from "../../lib/api/account-api";
import { apiClient } from "../../lib/api/client";
import { FileLink } from "../../lib/blocks/file-link";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { submitTask } from "./passage-actions";

type Props = { readonly courseID: string; readonly lessonID: string; readonly taskID: string; readonly blockID: string };

/** The answer to a free task: text (`Ответ`) and private file attachments, then `Отправить на проверку`. */
export const TaskAnswerForm = ({ courseID, lessonID, taskID, blockID }: Props) => {
  const { t } = useTranslation("passage");
  const id = useId();
  const [text, setText] = useState("");
  const [files, setFiles] = useState<ReadonlyArray<FileRef>>([]);
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attach = async (list: FileList | null) => {
    if (list === null || list.length === 0) return;
    setUploading(true);
    try {
      for (const file of Array.from(list)) {
        const uploaded = await accountApi(apiClient).uploadFile(file, { isPublic: false });
        setFiles((current) => [...current, { id: uploaded.id, name: uploaded.name, url: uploaded.url, size: uploaded.size }]);
      }
    } catch {
      notifyError(t("task.uploadError"));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "" && files.length === 0) {
      setError(t("task.needText"));
      return;
    }
    setError(null);
    setPending(true);
    const answer = await submitTask(courseID, lessonID, taskID, blockID, { text: text.trim(), files: files.map((f) => f.id) });
    setPending(false);
    if (answer === null) return;
    setText("");
    setFiles([]);
    notifySuccess(t("task.sent"));
  };

  return (
    <form className="task-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t("task.answer")}</label>
        <textarea
          id={`${id}-text`}
          rows={5}
          maxLength={10000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : `${id}-error`}
        />
        {error !== null && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-files`}>{t("task.attach")}</label>
        <input id={`${id}-files`} type="file" multiple disabled={uploading || pending} onChange={(e) => void attach(e.target.files).then(() => (e.target.value = ""))} />
        {uploading && <p className="muted" role="status">{t("task.uploading")}</p>}
      </div>
      {files.length > 0 && (
        <ul className="task-files" aria-label={t("task.attached")}>
          {files.map((file) => (
            <li key={file.id}>
              <FileLink file={file} />
              <button type="button" className="button button-small" aria-label={t("task.remove", { name: file.name })} onClick={() => setFiles((current) => current.filter((f) => f.id !== file.id))}>
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="submit" className="button button-primary" disabled={pending || uploading}>
        {t("task.submit")}
      </button>
    </form>
  );
};
