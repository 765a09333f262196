import { MAX_ANSWER_FILES } from "@app/domain/constants";
import type { FileRef } from "@app/domain/course/ids";
import { PASSAGE_MESSAGES } from "@app/domain/validation/messages";
import { fileUrl } from "../files/file-url";
import { HttpError, refuseInvalid } from "../http/http-error";
import type { DbData } from "../store/db-schema";

/** The student's own uploads as FileRefs (an answer's or its draft's); 422 `files.{i}` for any other id. */
export const ownFiles = (db: DbData, userId: number, ids: ReadonlyArray<string>): ReadonlyArray<FileRef> => {
  if (ids.length > MAX_ANSWER_FILES) throw new HttpError(422, "", { files: [PASSAGE_MESSAGES.tooManyFiles] });
  const errors: Record<string, string[]> = {};
  const refs = ids.flatMap((id, i) => {
    const file = db.files.find((f) => f.id === id && f.owner_id === userId);
    if (file === undefined) errors[`files.${i}`] = [PASSAGE_MESSAGES.notYourFile];
    return file === undefined ? [] : [{ id: file.id, name: file.name, url: fileUrl(file.id), size: file.size }];
  });
  refuseInvalid(errors);
  return refs;
};
