import type { FileRef } from "@app/domain/course/ids";
import { apiClient } from "../api/client";
import { errorMessages } from "../api/api-error";
import { filesApi } from "../api/files-api";
import { notifyError } from "../ui/toast";
import { saveBlob } from "../ui/save-blob";

/**
 * Saves a file through the API client (issue #15): the bearer token goes along (a private file
 * answers 401 to a bare link), a 401 refreshes the session and is replayed; the bytes are saved
 * from an object URL under the file's name. Throws what the API client threw.
 */
export const saveFile = async (file: FileRef): Promise<void> => {
  saveBlob(await filesApi(apiClient).download(file.id), file.name);
};

/** `saveFile`, with a failure shown as the server's message in a toast. */
export const downloadFile = async (file: FileRef): Promise<void> => {
  try {
    await saveFile(file);
  } catch (error) {
    notifyError(errorMessages(error)[0] ?? "");
  }
};
