import { useEffect, useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { MAX_UPLOAD_BYTES } from "@app/domain/api/files";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { uploadFile } from "../../lib/authoring/upload-file";
import { notifyError } from "../../lib/ui/toast";

type Props = {
  readonly label: string;
  /** The stored image's address ("" when none). */
  readonly url: string;
  readonly onUploaded: (url: string) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
  readonly wide?: boolean;
};

/** A public image upload with a local preview at once and a progress bar while it travels. */
export const ImageUpload = ({ label, url, onUploaded, error, disabled = false, wide = false }: Props) => {
  const { t } = useTranslation("course-about");
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(
    () => () => {
      if (preview !== null) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file === undefined) return;
    if (!file.type.startsWith("image/") || file.size > MAX_UPLOAD_BYTES) {
      notifyError(ERROR_MESSAGES.fileUpload);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, { isPublic: true, onProgress: setProgress });
      onUploaded(uploaded.url);
    } catch {
      // uploadFile has shown SPEC §8's upload message.
    } finally {
      setPreview(null);
      setProgress(null);
    }
  };

  const shown = preview ?? (url === "" ? null : url);
  return (
    <div className={wide ? "image-upload image-upload-wide" : "image-upload"}>
      <div className="image-upload-preview">
        {shown === null ? <span className="muted">{t("image.none")}</span> : <img src={shown} alt={t("image.preview", { label })} />}
      </div>
      <div className="image-upload-actions">
        <label htmlFor={id} className={disabled ? "button button-disabled" : "button"}>
          {label}
        </label>
        <input id={id} className="visually-hidden" type="file" accept="image/*" disabled={disabled || progress !== null} onChange={(e) => void choose(e)} />
        {progress !== null && (
          <progress className="upload-progress" max={1} value={progress} aria-label={t("image.uploading")}>
            {Math.round(progress * 100)}%
          </progress>
        )}
        {error !== undefined && <p className="field-error">{error}</p>}
      </div>
    </div>
  );
};
