import { unzipSync } from "fflate";
import { PACKAGE_MESSAGES } from "./package-messages";
import { PackageRefused, entryGuard, filesInMemory, isDirectoryEntry, type PackageFiles } from "./package-files";

/** Whether these bytes start like a zip archive (`PK\x03\x04`, or `PK\x05\x06` for an empty one). */
export const looksLikeZip = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);

/**
 * Unpacks a zip upload (a cartridge, a zipped backup). Every entry passes `entryGuard` from its
 * central-directory header before a byte of it is inflated, and fflate inflates into a buffer of
 * the declared size, so an entry that lies about its size is cut there: unpacking never takes more
 * than MAX_UNPACKED_BYTES. Throws PackageRefused.
 */
export const readZip = (bytes: Uint8Array): PackageFiles => {
  const guard = entryGuard();
  const paths = new Map<string, string>();
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(bytes, {
      filter: (file) => {
        if (isDirectoryEntry(file.name)) return false;
        paths.set(file.name, guard.admit({ path: file.name, size: file.originalSize, packedSize: file.size }));
        return true;
      },
    });
  } catch (error) {
    if (error instanceof PackageRefused) throw error;
    throw new PackageRefused(PACKAGE_MESSAGES.notZip);
  }
  const files = new Map<string, Uint8Array>();
  for (const [raw, data] of Object.entries(unpacked)) files.set(paths.get(raw) ?? raw, data);
  return filesInMemory(files);
};
