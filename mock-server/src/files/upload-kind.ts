import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { UploadKind, uploadKindRefusal } from "@app/domain/course/file-kinds";
import { sniffType } from "./sniff-type";

const KindField = Schema.Struct({ kind: Schema.optionalKey(UploadKind) });

/**
 * The optional `kind` field of POST /api/file (where the file goes: an image, a video block, ...):
 * why a file with these bytes and this name (the file part's) may not go there, or undefined. An
 * unknown kind is refused; no kind, no check.
 */
export const uploadKindProblem = (body: unknown, head: Uint8Array, name: string): string | undefined => {
  const kind = uploadKindOf(body);
  if (kind === null) return "Неизвестный вид файла";
  return kind === undefined ? undefined : uploadKindRefusal(kind, { name, sniffed: sniffType(head) });
};

/** The upload's `kind`: undefined when none is given, null when it is no kind. */
export const uploadKindOf = (body: unknown): UploadKind | undefined | null => {
  const fields = Schema.decodeUnknownResult(KindField)(body ?? {});
  return Result.isFailure(fields) ? null : fields.success.kind;
};

/** Why a file whose first bytes are `head` may not go where `kind` says (its bytes decide), or undefined. */
export const kindProblem = (kind: UploadKind, head: Uint8Array): string | undefined =>
  uploadKindRefusal(kind, { name: "", sniffed: sniffType(head) });
