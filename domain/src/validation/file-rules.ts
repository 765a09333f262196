import { MAX_UPLOAD_BYTES, MEGABYTE } from "../api/files";
import { fileNameControlProblem, isRunnableName } from "./file-names";

/**
 * Which files may be uploaded (issue #15), one rule for the page and the server:
 * - not empty, and at most 50 MB (the page checks before uploading, so nothing is sent in vain);
 * - **executables are refused, archives are accepted.** A student's project often comes as a
 *   .zip/.rar/.7z/.tar.gz, and every file that is not a type a browser shows is served back as a
 *   download (`application/octet-stream`, `attachment`), so an archive is never opened by the
 *   platform. A program (Windows executables and installers, scripts Windows runs on a double
 *   click, Linux ELF and macOS Mach-O binaries) has no place in a course answer: refused by its
 *   name, and by its first bytes on the server whatever its name.
 */
const FILE_RULES = { maxBytes: MAX_UPLOAD_BYTES } as const;

export const FILE_MESSAGES = {
  empty: "Файл пустой",
  tooLarge: `Файл больше ${MAX_UPLOAD_BYTES / MEGABYTE} МБ`,
  executable: "Исполняемые файлы загружать нельзя",
} as const;

const startsWith = (head: Uint8Array, signature: ReadonlyArray<number>): boolean =>
  signature.every((byte, i) => head[i] === byte);

/** Program headers: PE ("MZ"), ELF, Mach-O (32/64-bit, both byte orders, universal). */
const EXECUTABLE_SIGNATURES: ReadonlyArray<ReadonlyArray<number>> = [
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
];

/** Whether these first bytes are a program's. */
const isExecutableHead = (head: Uint8Array): boolean =>
  EXECUTABLE_SIGNATURES.some((signature) => startsWith(head, signature));

/** Why a file may not be uploaded, or undefined when it may. `head`: its first bytes, when known. */
export const fileRefusal = (file: {
  readonly name: string;
  readonly size: number;
  readonly head?: Uint8Array;
}): string | undefined => {
  if (file.size <= 0) return FILE_MESSAGES.empty;
  if (file.size > FILE_RULES.maxBytes) return FILE_MESSAGES.tooLarge;
  const byName = fileNameRefusal(file.name);
  if (byName !== undefined) return byName;
  return file.head !== undefined && isExecutableHead(file.head) ? FILE_MESSAGES.executable : undefined;
};

/**
 * Why a file may not be stored under this name (the file part's own, or the form's `name` field), or
 * undefined: control characters, or a runnable name once normalised (`run.bat. `, `run.bat::$DATA`).
 */
export const fileNameRefusal = (name: string): string | undefined =>
  fileNameControlProblem(name) ?? (isRunnableName(name) ? FILE_MESSAGES.executable : undefined);
