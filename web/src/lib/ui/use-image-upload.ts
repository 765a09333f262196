import { useEffect, useState, type ChangeEvent } from "react";
import { MAX_UPLOAD_BYTES } from "@app/domain/api/files";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { notifyError } from "./toast";

export type ImageUploader = (file: File, onProgress: (fraction: number) => void) => Promise<{ readonly url: string }>;

/**
 * An image picked from a file input: shown at once from a local preview, sent with `upload` while a
 * progress bar moves, then handed over as its stored address. A file that is not an image or is too
 * large, or a failed upload, gets SPEC §8's upload message. `keepPreview` leaves the local preview up
 * after success (until the page shows the stored picture).
 */
export const useImageUpload = (upload: ImageUploader, onUploaded: (url: string) => void, keepPreview: boolean) => {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(
    () => () => {
      if (preview !== null) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
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
      const uploaded = await upload(file, setProgress);
      onUploaded(uploaded.url);
      if (!keepPreview) setPreview(null);
    } catch {
      setPreview(null);
      notifyError(ERROR_MESSAGES.fileUpload);
    } finally {
      setProgress(null);
    }
  };

  return { preview, progress, choose };
};
