import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { UploadKind, uploadKindRefusal } from "@app/domain/course/file-kinds";
import { sniffType } from "./sniff-type";

const KindField = Schema.Struct({ kind: Schema.optionalKey(UploadKind) });

/**
 * The optional `kind` field of POST /api/file (where the file goes: an image, a video block, ...):
 * why these bytes may not go there, or undefined. An unknown kind is refused; no kind, no check.
 */
export const uploadKindProblem = (body: unknown, head: Uint8Array): string | undefined => {
  const fields = Schema.decodeUnknownResult(KindField)(body ?? {});
  if (Result.isFailure(fields)) return "Неизвестный вид файла";
  const kind = fields.success.kind;
  return kind === undefined ? undefined : kindProblem(kind, head);
};

/** Why a file whose first bytes are `head` may not go where `kind` says (its bytes decide), or undefined. */
export const kindProblem = (kind: UploadKind, head: Uint8Array): string | undefined =>
  uploadKindRefusal(kind, { name: "", sniffed: sniffType(head) });
