import type { FileRef } from "@app/domain/course/ids";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { uploadKindRefusal, type UploadKind } from "@app/domain/course/file-kinds";
import { uploadRefusal } from "../api/upload-refusal";
import { accountApi } from "../api/account-api";
import { apiClient } from "../api/client";
import { notifyError } from "../ui/toast";

const api = accountApi(apiClient);

/**
 * Uploads a course file (POST /api/file) and answers the domain's `FileRef`. Course media must be
 * readable by the course's students, so the constructor uploads them public. On failure it shows
 * SPEC §8's upload message and rethrows, so the caller can reset its own state.
 */
export const uploadFile = async (
  file: File,
  options: { isPublic: boolean; onProgress?: (fraction: number) => void; kind?: UploadKind },
): Promise<FileRef> => {
  // A file of the wrong kind is refused before it is sent, with the rule's own words.
  const wrongKind = options.kind === undefined ? undefined : uploadKindRefusal(options.kind, { name: file.name });
  if (wrongKind !== undefined) {
    notifyError(wrongKind);
    throw new Error(wrongKind);
  }
  try {
    const uploaded = await api.uploadFile(file, options);
    return { id: uploaded.id, name: uploaded.name, url: uploaded.url, size: uploaded.size };
  } catch (error) {
    notifyError(uploadRefusal(error) ?? ERROR_MESSAGES.fileUpload);
    throw error;
  }
};
