// Import source: an uploaded file dispatched by its content: an archive → the package converter that knows it; JSON → our export document as today.
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { EXPORT_FORMAT_VERSION, ExportEnvelope } from "@app/domain/api/authoring";
import { fileRefusal } from "@app/domain/validation/file-rules";
import { HttpError } from "../http/http-error";
import { IMPORT_MESSAGES } from "../authoring/import-messages";
import type { PackageFileUse, PackageSkip } from "./converted-package";
import { PackageRefused, type PackageFiles } from "./package-files";
import { PACKAGE_MESSAGES } from "./package-messages";
import { ARCHIVE_READERS, PACKAGE_CONVERTERS } from "./package-formats";

/**
 * What the tolerant import reads (`course`: an export document's course, not yet decoded), the
 * converter's report lines, and, for a package, its files the course refers to by package path.
 */
export type ImportSource = {
  readonly course: unknown;
  readonly skipped: ReadonlyArray<PackageSkip>;
  readonly files: { readonly package: PackageFiles; readonly uses: ReadonlyArray<PackageFileUse> } | null;
};

const decodeEnvelope = Schema.decodeUnknownResult(ExportEnvelope);

/** A 422 with the reason on the `file` field, as the dialog shows it. */
export const refusedFile = (message: string): HttpError => new HttpError(422, message, { file: [message] });

/** Our own export document (a parsed JSON body or file): its course, or 422 as before issue #38. */
export const jsonSource = (body: unknown): ImportSource => {
  const envelope = decodeEnvelope(body);
  if (Result.isFailure(envelope)) throw refusedFile(IMPORT_MESSAGES.notExport);
  const version = envelope.success.format_version;
  if (version !== EXPORT_FORMAT_VERSION) throw refusedFile(IMPORT_MESSAGES.unsupportedVersion(version));
  return { course: envelope.success.course, skipped: [], files: null };
};

const parseJson = (bytes: Uint8Array): unknown => {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The files a course uses, judged by their bytes as an upload is (no program, whatever its name), so
 * a dry run reports what the import will refuse; a refused file's block comes without it.
 */
const byBytes = async (
  files: PackageFiles,
  uses: ReadonlyArray<PackageFileUse>,
): Promise<{ uses: PackageFileUse[]; skipped: PackageSkip[] }> => {
  const kept: PackageFileUse[] = [];
  const skipped: PackageSkip[] = [];
  for (const use of uses) {
    const bytes = await files.read(use.path);
    const refusal = fileRefusal({ name: use.name, size: bytes.length, head: bytes.subarray(0, 16) });
    if (refusal === undefined) kept.push(use);
    else skipped.push({ place: use.path, reason: refusal });
  }
  return { uses: kept, skipped };
};

/** Reads an archive (refusals become 422 with the Russian reason). */
const packageSource = async (bytes: Uint8Array): Promise<ImportSource | undefined> => {
  const reader = ARCHIVE_READERS.find((r) => r.accepts(bytes));
  if (reader === undefined) return undefined;
  try {
    const files = await reader.read(bytes);
    const converter = PACKAGE_CONVERTERS.find((c) => c.accepts(files));
    if (converter === undefined) throw new PackageRefused(PACKAGE_MESSAGES.unknownFormat);
    const converted = await converter.convert(files);
    const checked = await byBytes(files, converted.files);
    return {
      course: converted.document.course,
      skipped: [...converted.skipped, ...checked.skipped],
      files: { package: files, uses: checked.uses },
    };
  } catch (error) {
    if (error instanceof PackageRefused) throw refusedFile(error.message);
    throw error;
  }
};

/** An uploaded file, by its content: a package any reader and converter know, or our JSON export. */
export const importSource = async (bytes: Uint8Array): Promise<ImportSource> => {
  const fromPackage = await packageSource(bytes);
  if (fromPackage !== undefined) return fromPackage;
  const json = parseJson(bytes);
  if (json === undefined) throw refusedFile(PACKAGE_MESSAGES.unknownFormat);
  return jsonSource(json);
};
