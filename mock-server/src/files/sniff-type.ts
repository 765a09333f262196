import type { SniffedType } from "@app/domain/course/file-kinds";

const at = (head: Uint8Array, offset: number, bytes: ReadonlyArray<number>): boolean =>
  bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** Whether the head looks like text: no NUL, and mostly printable. */
const looksLikeText = (head: Uint8Array): boolean => {
  if (head.length === 0 || head.includes(0)) return false;
  let control = 0;
  for (const byte of head) if (byte < 9 || (byte > 13 && byte < 32)) control += 1;
  return control / head.length < 0.02;
};

/** What a file is, by its first bytes (magic numbers); never by its name or the browser's MIME type. */
export const sniffType = (head: Uint8Array): SniffedType => {
  if (at(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (at(head, 0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (at(head, 0, ascii("RIFF")) && at(head, 8, ascii("WEBP"))) return "webp";
  if (at(head, 0, ascii("GIF87a")) || at(head, 0, ascii("GIF89a"))) return "gif";
  if (at(head, 4, ascii("ftyp"))) return "mp4";
  if (at(head, 0, [0x1a, 0x45, 0xdf, 0xa3])) return "webm";
  if (at(head, 0, ascii("OggS"))) return "ogg";
  if (at(head, 0, ascii("ID3")) || (head[0] === 0xff && ((head[1] ?? 0) & 0xe6) === 0xe2)) return "mp3";
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xf6) === 0xf0) return "aac";
  if (at(head, 0, ascii("RIFF")) && at(head, 8, ascii("WAVE"))) return "wav";
  if (at(head, 0, ascii("fLaC"))) return "flac";
  if (at(head, 0, ascii("%PDF-"))) return "pdf";
  if (at(head, 0, [0x50, 0x4b, 0x03, 0x04])) return "zip";
  if (at(head, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "ole";
  if (at(head, 0, ascii("{\\rtf"))) return "rtf";
  if (looksLikeText(head)) {
    const start = new TextDecoder()
      .decode(head.slice(0, 512))
      .replace(/^\uFEFF/, "")
      .trimStart()
      .toLowerCase();
    return start.startsWith("<!doctype html") || start.startsWith("<html") ? "html" : "text";
  }
  return "unknown";
};
