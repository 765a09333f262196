import { errorTexts } from "@app/domain/api/error-body";
import { ERROR_MESSAGES, messageForStatus } from "@app/domain/errors/catalogue";
import { isApiError } from "./api-error";

/**
 * Why the server refused an upload, in its own Russian words (issue #29): the file-kind rule
 * (`Загрузите изображение PNG, JPEG, WebP или GIF`), an empty file, a program, the size limit. A
 * refusal is a 4xx with a reason in its body (`errors.validation` first, then `error.message`);
 * no answer, a server failure or a bare status message give undefined.
 */
export const uploadRefusal = (failure: unknown): string | undefined => {
  if (!isApiError(failure) || failure.body === null || failure.status < 400 || failure.status >= 500) return undefined;
  const reason = errorTexts(failure.body).find((text) => text.trim() !== "");
  return reason === ERROR_MESSAGES.unprocessable || reason === messageForStatus(failure.status) ? undefined : reason;
};
