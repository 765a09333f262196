// Package formats: the archive readers (zip here; Moodle's tar.gz is added by import/moodle) and the converters, picked by content, never by file name.
import type { ConvertedPackage } from "./converted-package";
import type { PackageFiles } from "./package-files";
import { looksLikeZip, readZip } from "./zip-package";
import { cartridgeConverter } from "./cartridge/cartridge-converter";
import { moodleConverter, tarGzReader } from "./moodle/moodle-converter";

/** Reads one kind of archive (its bytes, recognised by their start) into package files, through `entryGuard`. */
export type ArchiveReader = {
  readonly accepts: (bytes: Uint8Array) => boolean;
  readonly read: (bytes: Uint8Array) => Promise<PackageFiles>;
};

/** Turns the files of one kind of package (recognised by a file in it, e.g. imsmanifest.xml) into our document. */
export type PackageConverter = {
  readonly accepts: (files: PackageFiles) => boolean;
  readonly convert: (files: PackageFiles) => Promise<ConvertedPackage>;
};

/** Archive readers, tried in order. */
export const ARCHIVE_READERS: ReadonlyArray<ArchiveReader> = [
  { accepts: looksLikeZip, read: (bytes) => Promise.resolve(readZip(bytes)) },
  tarGzReader,
];

/** Converters, tried in order: an IMS Common Cartridge (imsmanifest.xml at the root); a Moodle backup (moodle_backup.xml) is registered here by import/moodle. */
export const PACKAGE_CONVERTERS: ReadonlyArray<PackageConverter> = [cartridgeConverter, moodleConverter];
