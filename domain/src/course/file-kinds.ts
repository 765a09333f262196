import * as Schema from "effect/Schema";
import { fileExtension } from "../validation/file-names";

/**
 * Which files each upload takes (issue #18): the media blocks by their kind, and the course's images.
 * One rule for the page (the file input's `accept`, and a check before sending) and the server. The
 * page can only read the name; the server reads the first bytes (mock-server/src/files/sniff-type.ts)
 * and judges by them, whatever the name says: an SVG named .png is not an image here.
 */
export const UploadKind = Schema.Literals([
  "image",
  "video",
  "audio",
  "document",
  "presentation",
  "htmlPresentation",
  "file",
]);
export type UploadKind = typeof UploadKind.Type;

/** What the first bytes of a file are (the server's sniffer answers one of these). */
export type SniffedType =
  | "png"
  | "jpeg"
  | "webp"
  | "gif"
  | "mp4"
  | "webm"
  | "ogg"
  | "mp3"
  | "wav"
  | "flac"
  | "aac"
  | "pdf"
  | "zip"
  | "ole"
  | "rtf"
  | "html"
  | "text"
  | "unknown";

type Rule = {
  readonly extensions: ReadonlyArray<string>;
  readonly types: ReadonlyArray<SniffedType> | "any";
  readonly message: string;
};

const RULES: Readonly<Record<UploadKind, Rule>> = {
  image: {
    extensions: ["png", "jpg", "jpeg", "webp", "gif"],
    types: ["png", "jpeg", "webp", "gif"],
    message: "Загрузите изображение PNG, JPEG, WebP или GIF",
  },
  video: {
    extensions: ["mp4", "m4v", "webm", "ogv", "mov"],
    types: ["mp4", "webm", "ogg"],
    message: "Загрузите видео MP4, WebM или OGV",
  },
  audio: {
    extensions: ["mp3", "ogg", "oga", "wav", "m4a", "aac", "flac", "weba"],
    types: ["mp3", "ogg", "wav", "flac", "aac", "mp4", "webm"],
    message: "Загрузите аудио MP3, OGG, WAV, M4A, AAC или FLAC",
  },
  document: {
    extensions: ["pdf", "doc", "docx", "odt", "rtf", "txt", "xls", "xlsx", "ods", "csv"],
    types: ["pdf", "zip", "ole", "rtf", "text"],
    message: "Загрузите документ PDF, Word, Excel, OpenDocument, RTF или TXT",
  },
  presentation: {
    extensions: ["pdf", "ppt", "pptx", "odp", "key"],
    types: ["pdf", "zip", "ole"],
    message: "Загрузите презентацию PDF, PowerPoint, OpenDocument или Keynote",
  },
  // One .html file (issue #29): a .zip would need its files served from a sandboxed origin with
  // signed addresses to play (docs/decisions/authoring.md, "A .zip is refused, not played"), so it is refused.
  htmlPresentation: {
    extensions: ["html", "htm"],
    types: ["html", "text"],
    message: "Загрузите HTML-презентацию одним файлом .html: архив .zip показать нельзя",
  },
  file: { extensions: [], types: "any", message: "" },
};

/** The file input's `accept` for an upload kind (undefined: anything). */
export const acceptOf = (kind: UploadKind): string | undefined => {
  const { extensions } = RULES[kind];
  return extensions.length === 0 ? undefined : extensions.map((e) => `.${e}`).join(",");
};

/**
 * Why this file may not go where it is uploaded, or undefined: each kind has its own list of types,
 * and both what the bytes are (`sniffed`, the server's) and the name, normalised (issue #32: a PNG
 * named `photo.html` is no image here), must be on it. The page knows the name only; a name of ""
 * (a stored file judged by its bytes alone) is not judged.
 */
export const uploadKindRefusal = (
  kind: UploadKind,
  file: { readonly name: string; readonly sniffed?: SniffedType },
): string | undefined => {
  const rule = RULES[kind];
  if (rule.types === "any") return undefined;
  if (file.sniffed !== undefined && !rule.types.includes(file.sniffed)) return rule.message;
  if (file.name !== "" && !rule.extensions.includes(fileExtension(file.name))) return rule.message;
  return undefined;
};

/** A zip archive's first four bytes ("PK\3\4"), as text read from them. */
const ZIP_START = "PK\u0003\u0004";

/**
 * Whether a stored file is a zip archive: by its name (.zip), or by its first characters when its
 * text has been read. HTML presentations uploaded as .zip before issue #29 are such files: they are
 * offered as a download, never put into the frame as text.
 */
export const isZipArchive = (file: { readonly name: string; readonly text?: string }): boolean =>
  fileExtension(file.name) === "zip" || (file.text?.startsWith(ZIP_START) ?? false);
