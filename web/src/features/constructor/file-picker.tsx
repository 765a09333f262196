import { useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { acceptOf, type UploadKind } from "@app/domain/course/file-kinds";
import type { FileRef } from "@app/domain/course/ids";
import { uploadFile } from "../../lib/authoring/upload-file";
import { formatSize } from "../../lib/blocks/format-size";

type Props = {
  readonly file: FileRef | null;
  /** Where the file goes: the input accepts its files, and the server checks the bytes fit. */
  readonly kind: UploadKind;
  /** Names the block, for the buttons' accessible names. */
  readonly what: string;
  readonly error: string | undefined;
  /** The field path of the block's file, for a problem's link (it focuses the file input). */
  readonly field?: string;
  readonly onUploaded: (file: FileRef) => void;
  readonly onRemove: () => void;
  /** Attachments: each upload adds a file, so there is nothing to replace or remove here. */
  readonly attach?: boolean;
};

/** A media block's file: upload (public, with a progress bar), its name and size, replace or remove. */
export const FilePicker = ({ file, kind, what, error, field, onUploaded, onRemove, attach = false }: Props) => {
  const { t } = useTranslation("constructor");
  const inputId = useId();
  const errorId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (chosen === undefined) return;
    setProgress(0);
    try {
      onUploaded(await uploadFile(chosen, { isPublic: true, onProgress: setProgress, kind }));
    } catch {
      // uploadFile has shown the error toast
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="file-picker">
      {attach ? null : file === null ? (
        <p className="muted file-none">{t("file.none")}</p>
      ) : (
        <p className="file-info">
          <a href={file.url} target="_blank" rel="noreferrer" translate="no">
            {file.name}
          </a>{" "}
          <span className="muted">{formatSize(file.size)}</span>
        </p>
      )}
      <div className="file-actions">
        <label htmlFor={inputId} className="button button-small">
          {attach ? t("file.attach") : file === null ? t("file.upload") : t("file.replace")}
          <span className="visually-hidden"> — {what}</span>
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={acceptOf(kind)}
          disabled={progress !== null}
          data-field={field}
          aria-describedby={error !== undefined ? errorId : undefined}
          onChange={(event) => void choose(event)}
        />
        {file !== null && progress === null && (
          <button type="button" className="text-button danger" onClick={onRemove}>
            {t("file.remove")}
            <span className="visually-hidden"> — {what}</span>
          </button>
        )}
        {progress !== null && (
          <progress className="upload-progress" max={1} value={progress} aria-label={t("file.uploading")}>
            {Math.round(progress * 100)}%
          </progress>
        )}
      </div>
      {error !== undefined && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
};
