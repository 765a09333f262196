import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FileRef } from "@app/domain/course/ids";
import { fileRefusal } from "@app/domain/validation/file-rules";
import { accountApi } from "../../../lib/api/account-api";
import { apiClient } from "../../../lib/api/client";
import { uploadRefusal } from "../../../lib/api/upload-refusal";
import { FileLink } from "../../../lib/blocks/file-link";

type Props = {
  readonly files: ReadonlyArray<FileRef>;
  readonly onChange: (files: ReadonlyArray<FileRef>) => void;
  readonly disabled?: boolean;
};

/**
 * Issue #34 part 6: `Прикрепить файл` to the feedback. Each file is uploaded private at once (the
 * student of the work may then read it, docs/api.md "Files"); the decision sends their ids.
 */
export const FeedbackFiles = ({ files, onChange, disabled = false }: Props) => {
  const { t } = useTranslation("comment-bank");
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attach = async (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const refused = chosen.flatMap((file) => {
      const reason = fileRefusal({ name: file.name, size: file.size });
      return reason === undefined ? [] : [t("files.refused", { name: file.name, reason })];
    });
    if (refused.length > 0) return setError(refused.join("\n"));
    setError(null);
    setUploading(true);
    let attached = files;
    try {
      for (const file of chosen) {
        const up = await accountApi(apiClient).uploadFile(file, { isPublic: false });
        attached = [...attached, { id: up.id, name: up.name, url: up.url, size: up.size }];
        onChange(attached);
      }
    } catch (failure) {
      setError(uploadRefusal(failure) ?? t("files.failed"));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="feedback-files">
      <label htmlFor={`${id}-files`} className="button button-small file-button">
        {uploading ? t("files.uploading") : t("files.attach")}
      </label>
      <input
        id={`${id}-files`}
        className="visually-hidden"
        type="file"
        multiple
        disabled={disabled || uploading}
        onChange={(e) => void attach(e.target.files).then(() => (e.target.value = ""))}
      />
      {files.length > 0 && (
        <ul className="feedback-files-list" aria-label={t("files.attached")}>
          {files.map((file) => (
            <li key={file.id}>
              <FileLink file={file} private />
              <button
                type="button"
                className="button button-small button-ghost"
                aria-label={t("files.remove", { name: file.name })}
                onClick={() => onChange(files.filter((f) => f.id !== file.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error !== null && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
