import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { extract, type Header } from "tar-stream";
import {
  MAX_COMPRESSION_RATIO,
  MAX_PACKAGE_FILES,
  MAX_UNPACKED_BYTES,
  PackageRefused,
  RATIO_CHECKED_FROM_BYTES,
  entryGuard,
  filesInMemory,
  type PackageFiles,
} from "../package-files";
import { MOODLE_MESSAGES } from "./moodle-messages";

/** Whether these bytes start like a gzip stream (RFC 1952: `1f 8b`, deflate). */
export const looksLikeGzip = (bytes: Uint8Array): boolean =>
  bytes.length >= 3 && bytes[0] === 0x1f && bytes[1] === 0x8b && bytes[2] === 8;

/** Headers (512 bytes) and padding of every entry, on top of the files' own bytes. */
const TAR_OVERHEAD = (MAX_PACKAGE_FILES + 2) * 1536;

type Kind = "file" | "skip" | "link" | "special";

/** What an entry is (tar-stream folds pax and GNU long-name headers into the entry they describe). */
const kindOf = (type: Header["type"] | null): Kind => {
  switch (type) {
    case "file":
    case "contiguous-file":
      return "file";
    case "directory":
      return "skip";
    case "link":
    case "symlink":
      return "link";
    default:
      return "special";
  }
};

/**
 * Counts what gunzip gives against what went in: past MAX_UNPACKED_BYTES (and the tar's own
 * headers), or past MAX_COMPRESSION_RATIO times the compressed bytes once over a megabyte, the
 * stream is a tar bomb. A gzip'd tar is one compressed stream, so the ratio is judged on the whole.
 */
const bombCheck = (packed: number) => {
  let unpacked = 0;
  return (chunk: Uint8Array): void => {
    unpacked += chunk.length;
    const tooMuch = unpacked > MAX_UNPACKED_BYTES + TAR_OVERHEAD;
    const ratio = unpacked > RATIO_CHECKED_FROM_BYTES && unpacked > MAX_COMPRESSION_RATIO * Math.max(packed, 1);
    if (tooMuch || ratio) throw new PackageRefused(MOODLE_MESSAGES.tarBomb);
  };
};

const concat = (chunks: ReadonlyArray<Uint8Array>, size: number): Uint8Array => {
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk.subarray(0, size - at), at);
    at += Math.min(chunk.length, size - at);
  }
  return bytes;
};

/**
 * Unpacks a gzip'd tar (a Moodle backup since 2.6) as a stream: gunzip, then tar-stream, entry by
 * entry. Each file entry passes `entryGuard` (path, count, total size) from its header before a
 * byte of it is kept; a symlink, a hardlink or a device entry refuses the whole package; the
 * gunzip output is counted against the tar bomb limits as it comes. Throws PackageRefused.
 */
export const readTarGz = async (bytes: Uint8Array): Promise<PackageFiles> => {
  const guard = entryGuard();
  const check = bombCheck(bytes.length);
  const gunzip = createGunzip();
  const tar = extract();
  const source = Readable.from([bytes]);
  const counted = gunzip.on("data", (chunk: Uint8Array) => {
    try {
      check(chunk);
    } catch (error) {
      gunzip.destroy(error instanceof Error ? error : undefined);
    }
  });
  const failed = new Promise<never>((_, reject) => {
    const fail = (error: unknown) => reject(error instanceof PackageRefused ? error : refused(MOODLE_MESSAGES.notGzip));
    gunzip.on("error", fail);
    source.on("error", fail);
  });
  failed.catch(() => tar.destroy());
  source.pipe(counted).pipe(tar);
  const files = new Map<string, Uint8Array>();
  const read = (async () => {
    for await (const entry of tar) {
      const { name, type, size = 0 } = entry.header;
      const kind = kindOf(type);
      if (kind === "link") throw refused(MOODLE_MESSAGES.link(name));
      if (kind === "special") throw refused(MOODLE_MESSAGES.special(name));
      if (kind === "skip") {
        entry.resume();
        continue;
      }
      const path = guard.admit({ path: name, size, packedSize: size });
      const chunks: Uint8Array[] = [];
      for await (const chunk of entry) if (chunk instanceof Uint8Array) chunks.push(chunk);
      files.set(path, concat(chunks, size));
    }
  })();
  try {
    await Promise.race([read, failed]);
  } catch (error) {
    gunzip.destroy();
    tar.destroy();
    if (error instanceof PackageRefused) throw error;
    throw refused(MOODLE_MESSAGES.notGzip);
  }
  return filesInMemory(files);
};

const refused = (message: string): PackageRefused => new PackageRefused(message);
