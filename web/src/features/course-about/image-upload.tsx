import { useId } from "react";
import { acceptOf } from "@app/domain/course/file-kinds";
import { useTranslation } from "react-i18next";
import { accountApi } from "../../lib/api/account-api";
import { apiClient } from "../../lib/api/client";
import { useImageUpload, type ImageUploader } from "../../lib/ui/use-image-upload";

/** Course images are public: the catalogue and the students show them. PNG, JPEG, WebP or GIF (the server checks the bytes). */
const upload: ImageUploader = (file, onProgress) =>
  accountApi(apiClient).uploadFile(file, { isPublic: true, onProgress, kind: "image" });

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
  const { preview, progress, failure, choose } = useImageUpload(upload, onUploaded, false);
  // The upload's refusal (with the server's reason) stays at the field until the next pick; then the checks' error.
  const message = failure ?? error;

  const shown = preview ?? (url === "" ? null : url);
  return (
    <div className={wide ? "image-upload image-upload-wide" : "image-upload"}>
      <div className="image-upload-preview">
        {shown === null ? (
          <span className="muted">{t("image.none")}</span>
        ) : (
          <img src={shown} alt={t("image.preview", { label })} />
        )}
      </div>
      <div className="image-upload-actions">
        <label htmlFor={id} className={disabled ? "button button-disabled" : "button"}>
          {label}
        </label>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept={acceptOf("image")}
          disabled={disabled || progress !== null}
          aria-describedby={message === undefined ? undefined : `${id}-e`}
          onChange={(e) => void choose(e)}
        />
        {progress !== null && (
          <progress className="upload-progress" max={1} value={progress} aria-label={t("image.uploading")}>
            {Math.round(progress * 100)}%
          </progress>
        )}
        {message !== undefined && (
          <p className="field-error" id={`${id}-e`}>
            {message}
          </p>
        )}
      </div>
    </div>
  );
};
