// Package files: the read-only view of an unpacked upload (zip or tar), its safety limits, and the one entry checker every reader calls.
import { MAX_IMPORT_BYTES, MEGABYTE } from "@app/domain/api/files";
import { PACKAGE_MESSAGES } from "./package-messages";

/** The files of an unpacked package, by their normalised paths (`a/b.html`, no leading `/`, no `..`). */
export interface PackageFiles {
  readonly paths: readonly string[];
  /** The file's unpacked size in bytes (0 for a path not in the package). */
  size(path: string): number;
  /** The file's bytes; rejects for a path not in the package. */
  read(path: string): Promise<Uint8Array>;
}

/** A package refused as a whole: `message` is the Russian reason the import dialog shows (422). */
export class PackageRefused extends Error {
  override readonly name = "PackageRefused";
}

const MB = MEGABYTE;

/** The biggest upload the import takes (the dialog refuses the same before sending: domain/api/files). */
export const MAX_PACKAGE_BYTES = MAX_IMPORT_BYTES;
/** The sum of the unpacked sizes of a package's files. */
export const MAX_UNPACKED_BYTES = 200 * MB;
/** Files (directories not counted) in one package. */
export const MAX_PACKAGE_FILES = 5000;
/** Unpacked to packed size of one file, past which it looks like a zip bomb… */
export const MAX_COMPRESSION_RATIO = 100;
/** …for files bigger than this (small text files compress well and are harmless). */
export const RATIO_CHECKED_FROM_BYTES = MB;
/** A path's length in characters. */
export const MAX_PATH_LENGTH = 1024;

/** One entry as an archive's header declares it, before its bytes are unpacked. */
export type PackageEntry = {
  readonly path: string;
  /** Declared unpacked size. */
  readonly size: number;
  /** Size inside the archive (compressed). */
  readonly packedSize: number;
};

/**
 * The normalised path of an archive entry, or undefined when it is unsafe: absolute (`/x`, `C:x`),
 * with a backslash anywhere (`..\\x` on Windows), with `..`, with a control character, or too long.
 * `./` segments and a trailing `/` (a directory) are dropped.
 */
export const safeEntryPath = (raw: string): string | undefined => {
  if (raw.length === 0 || raw.length > MAX_PATH_LENGTH) return undefined;
  // eslint-disable-next-line no-control-regex -- a control character in a path is exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return undefined;
  if (raw.startsWith("/") || /^[A-Za-z]:/.test(raw)) return undefined;
  const segments = raw.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.some((segment) => segment === "..")) return undefined;
  return segments.length === 0 ? undefined : segments.join("/");
};

/** Whether an archive entry is a directory (nothing to read). */
export const isDirectoryEntry = (raw: string): boolean => raw.endsWith("/");

/**
 * The safety check both the zip and the tar reader call for each entry, in order, before they
 * unpack it: the path rules, the file count, the total unpacked size and the compression ratio.
 * `admit` returns the entry's normalised path or throws PackageRefused.
 */
export const entryGuard = () => {
  let files = 0;
  let total = 0;
  const seen = new Set<string>();
  return {
    admit(entry: PackageEntry): string {
      const path = safeEntryPath(entry.path);
      if (path === undefined) throw new PackageRefused(PACKAGE_MESSAGES.badPath(entry.path));
      if (seen.has(path)) throw new PackageRefused(PACKAGE_MESSAGES.duplicatePath(path));
      seen.add(path);
      files += 1;
      if (files > MAX_PACKAGE_FILES) throw new PackageRefused(PACKAGE_MESSAGES.tooManyFiles(MAX_PACKAGE_FILES));
      total += entry.size;
      if (total > MAX_UNPACKED_BYTES)
        throw new PackageRefused(PACKAGE_MESSAGES.unpackedTooLarge(MAX_UNPACKED_BYTES / MB));
      if (entry.size > RATIO_CHECKED_FROM_BYTES && entry.size > MAX_COMPRESSION_RATIO * Math.max(entry.packedSize, 1))
        throw new PackageRefused(PACKAGE_MESSAGES.suspiciousRatio(path));
      return path;
    },
  };
};

/** Package files held in memory (what the readers build, and tests). */
export const filesInMemory = (files: ReadonlyMap<string, Uint8Array>): PackageFiles => ({
  paths: [...files.keys()],
  size: (path) => files.get(path)?.length ?? 0,
  read: (path) => {
    const bytes = files.get(path);
    return bytes === undefined
      ? Promise.reject(new Error(`No such file in the package: ${path}`))
      : Promise.resolve(bytes);
  },
});

/** The path of `relative` (a reference inside the file at `base`), normalised, or undefined when it leaves the package. */
export const resolvePackagePath = (base: string, relative: string): string | undefined => {
  const decoded = safeDecode(relative.split(/[?#]/)[0] ?? "");
  if (decoded === "" || /^[a-z][a-z0-9+.-]*:/i.test(decoded) || decoded.startsWith("/")) return undefined;
  const parts = base.split("/").slice(0, -1);
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(segment);
  }
  return safeEntryPath(parts.join("/"));
};

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
