import { useId } from "react";
import { acceptOf } from "@app/domain/course/file-kinds";
import { useTranslation } from "react-i18next";
import { accountApi } from "../../lib/api/account-api";
import { apiClient } from "../../lib/api/client";
import { Avatar } from "../../lib/ui/avatar";
import { useImageUpload, type ImageUploader } from "../../lib/ui/use-image-upload";

const upload: ImageUploader = (file, onProgress) =>
  accountApi(apiClient).uploadFile(file, { isPublic: true, onProgress, kind: "image" });

type Props = {
  readonly picture: string | null;
  readonly name: string;
  /** The url of the uploaded picture, to be saved with the profile. */
  readonly onUploaded: (url: string) => void;
};

/**
 * The profile picture: a local preview at once, then POST /api/file with a progress bar. Sent as an
 * image (`kind`): the server refuses bytes that are none (issue #31), and says which images it takes.
 */
export const AvatarUpload = ({ picture, name, onUploaded }: Props) => {
  const { t } = useTranslation();
  const inputId = useId();
  const { preview, progress, choose } = useImageUpload(upload, onUploaded, true);

  return (
    <div className="avatar-upload">
      <Avatar picture={preview ?? picture} name={name} size={124} imageOnly />
      <div className="avatar-upload-actions">
        <label htmlFor={inputId} className="button">
          {t("profile.changePhoto")}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={acceptOf("image")}
          onChange={(e) => void choose(e)}
        />
        {progress !== null && (
          <progress className="upload-progress" max={1} value={progress} aria-label={t("profile.uploading")}>
            {Math.round(progress * 100)}%
          </progress>
        )}
      </div>
    </div>
  );
};
