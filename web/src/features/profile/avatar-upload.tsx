import { useEffect, useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { MAX_UPLOAD_BYTES } from "@app/domain/api/files";
import { accountApi } from "../../lib/api/account-api";
import { apiClient } from "../../lib/api/client";
import { Avatar } from "../../lib/ui/avatar";
import { notifyError } from "../../lib/ui/toast";

type Props = {
  readonly picture: string | null;
  readonly name: string;
  /** The url of the uploaded picture, to be saved with the profile. */
  readonly onUploaded: (url: string) => void;
};

/** The profile picture: a local preview at once, then POST /api/file with a progress bar. */
export const AvatarUpload = ({ picture, name, onUploaded }: Props) => {
  const { t } = useTranslation();
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => () => {
    if (preview !== null) URL.revokeObjectURL(preview);
  }, [preview]);

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
      const uploaded = await accountApi(apiClient).uploadFile(file, { isPublic: true, onProgress: setProgress });
      onUploaded(uploaded.url);
    } catch {
      setPreview(null);
      notifyError(ERROR_MESSAGES.fileUpload);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="avatar-upload">
      <Avatar picture={preview ?? picture} name={name} size={124} imageOnly />
      <div className="avatar-upload-actions">
        <label htmlFor={inputId} className="button">
          {t("profile.changePhoto")}
        </label>
        <input id={inputId} className="visually-hidden" type="file" accept="image/*" onChange={(e) => void choose(e)} />
        {progress !== null && (
          <progress className="upload-progress" max={1} value={progress} aria-label={t("profile.uploading")}>
            {Math.round(progress * 100)}%
          </progress>
        )}
      </div>
    </div>
  );
};
