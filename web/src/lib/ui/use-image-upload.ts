import { useEffect, useState, type ChangeEvent } from "react";
import { ERROR_MESSAGES, NETWORK_ERROR_STATUS } from "@app/domain/errors/catalogue";
import { fileRefusal } from "@app/domain/validation/file-rules";
import { isApiError } from "../api/api-error";
import { uploadRefusal } from "../api/upload-refusal";
import { notifyError } from "./toast";

export type ImageUploader = (file: File, onProgress: (fraction: number) => void) => Promise<{ readonly url: string }>;

/** SPEC §8's upload message, followed by the reason when there is one. */
const withReason = (reason: string | undefined): string =>
  reason === undefined ? ERROR_MESSAGES.fileUpload : `${ERROR_MESSAGES.fileUpload} ${reason}`;

/** What a failed upload says: no network as such (issue #15), a refusal with the server's reason (issue #29). */
const failureText = (failure: unknown): string =>
  isApiError(failure) && failure.status === NETWORK_ERROR_STATUS
    ? ERROR_MESSAGES.network
    : withReason(uploadRefusal(failure));

/**
 * An image picked from a file input: shown at once from a local preview, sent with `upload` while a
 * progress bar moves, then handed over as its stored address. A file that is not an image or is too
 * large, or a failed upload, gets SPEC §8's upload message, with the reason when the page or the
 * server gives one; the message is a toast and stays as `failure` (for the field) until the next
 * pick. `keepPreview` leaves the local preview up after success (until the page shows the stored picture).
 */
export const useImageUpload = (upload: ImageUploader, onUploaded: (url: string) => void, keepPreview: boolean) => {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview !== null) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const fail = (message: string): void => {
    setFailure(message);
    notifyError(message);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file === undefined) return;
    setFailure(null);
    // Issue #15: the limit is named before any byte is sent (empty, over 50 MB); not an image, SPEC's message.
    const refused = fileRefusal({ name: file.name, size: file.size });
    if (refused !== undefined || !file.type.startsWith("image/")) {
      fail(withReason(refused));
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const uploaded = await upload(file, setProgress);
      onUploaded(uploaded.url);
      if (!keepPreview) setPreview(null);
    } catch (caught) {
      setPreview(null);
      fail(failureText(caught));
    } finally {
      setProgress(null);
    }
  };

  return { preview, progress, failure, choose };
};
