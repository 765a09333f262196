import { uploadKindRefusal, type UploadKind } from "@app/domain/course/file-kinds";
import { sniffType } from "../files/sniff-type";

/** The media kinds a file from a backup may become, in the order they are tried; `file` takes anything. */
const TRIED: ReadonlyArray<Exclude<UploadKind, "file" | "htmlPresentation">> = [
  "image",
  "video",
  "audio",
  "document",
  "presentation",
];

/**
 * The media block a file becomes: the first kind whose upload rule (domain/course/file-kinds, the
 * one an author's upload meets) takes both its name and its first bytes — an image, a video, an
 * audio, a document (PDF, office files) or a presentation — and a plain file otherwise.
 */
export const mediaKindOf = (name: string, head: Uint8Array): Exclude<UploadKind, "htmlPresentation"> => {
  const sniffed = sniffType(head);
  return TRIED.find((kind) => uploadKindRefusal(kind, { name, sniffed }) === undefined) ?? "file";
};
