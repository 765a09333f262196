import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileRef } from "@app/domain/course/ids";
import type { SniffedType } from "@app/domain/course/file-kinds";
import { fileRefusal } from "@app/domain/validation/file-rules";
import { normalizeFileName } from "@app/domain/validation/file-names";
import { cleanFileName, safeMime } from "../files/content-headers";
import { fileUrl } from "../files/file-url";
import { sniffType } from "../files/sniff-type";
import type { FileRecord } from "../store/db-schema";
import type { Store } from "../store/store";
import type { PackageFileUse, PackageSkip } from "./converted-package";
import type { PackageFiles } from "./package-files";

/** The type a stored file is served as, from its bytes (never from the package's word for it). */
const MIME_BY_TYPE: Partial<Record<SniffedType, string>> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  mp4: "video/mp4",
  webm: "video/webm",
  ogg: "audio/ogg",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  pdf: "application/pdf",
  text: "text/plain",
};

export type StoredPackageFiles = {
  /** This server's file for each package path stored. */
  readonly refs: ReadonlyMap<string, FileRef>;
  /** Files refused by their bytes (a program), with their package path. */
  readonly skipped: ReadonlyArray<PackageSkip>;
};

/**
 * Stores the package files a converted course uses as this server's files (public, as the
 * constructor's uploads are), owned by the importing person: generated names, bytes judged as an
 * upload's are (no program), the type from the bytes.
 */
export const storePackageFiles = async (
  target: { readonly store: Store; readonly filesDir: string },
  files: PackageFiles,
  uses: ReadonlyArray<PackageFileUse>,
  ownerId: number,
  now: string,
): Promise<StoredPackageFiles> => {
  const refs = new Map<string, FileRef>();
  const skipped: PackageSkip[] = [];
  const records: FileRecord[] = [];
  await mkdir(target.filesDir, { recursive: true });
  for (const use of uses) {
    const bytes = await files.read(use.path);
    const name = cleanFileName(normalizeFileName(use.name));
    const refusal = fileRefusal({ name, size: bytes.length, head: bytes.subarray(0, 16) });
    if (refusal !== undefined) {
      skipped.push({ place: use.path, reason: refusal });
      continue;
    }
    const id = randomUUID();
    await writeFile(path.join(target.filesDir, id), bytes);
    const mime = safeMime(MIME_BY_TYPE[sniffType(bytes.subarray(0, 512))] ?? "application/octet-stream");
    records.push({
      id,
      owner_id: ownerId,
      name,
      mime,
      size: bytes.length,
      is_public: true,
      stored_name: id,
      created_at: now,
    });
    refs.set(use.path, { id, name, url: fileUrl(id), size: bytes.length });
  }
  if (records.length > 0)
    await target.store.update((db) => {
      db.files.push(...records);
    });
  return { refs, skipped };
};

/** A course (any JSON value) with every FileRef whose id is a stored package path pointing at the stored file. */
export const withStoredFiles = (value: unknown, refs: ReadonlyMap<string, FileRef>): unknown => {
  if (Array.isArray(value)) return value.map((item) => withStoredFiles(item, refs));
  if (typeof value !== "object" || value === null) return value;
  const id = Reflect.get(value, "id");
  if (typeof id === "string" && Reflect.has(value, "url") && Reflect.has(value, "size")) {
    const stored = refs.get(id);
    if (stored !== undefined) return stored;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withStoredFiles(item, refs)]));
};
