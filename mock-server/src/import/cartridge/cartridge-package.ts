import { readFile } from "node:fs/promises";
import path from "node:path";
import { zipSync, type Zippable } from "fflate";
import type { CourseBody } from "@app/domain/api/course-content";
import type { DbData } from "../../store/db-schema";
import { cartridgeFiles } from "./cartridge-export";

/** The course as an .imscc (a zip, manifest first), with the bytes of its files as this server stores them. */
export const cartridgePackage = async (
  course: CourseBody,
  source: { readonly data: DbData; readonly filesDir: string },
): Promise<Uint8Array> => {
  const files = await cartridgeFiles(course, async (file) => {
    const record = source.data.files.find((f) => f.id === file.id);
    if (record === undefined) return undefined;
    return readFile(path.join(source.filesDir, record.stored_name)).then(
      (bytes) => new Uint8Array(bytes),
      () => undefined,
    );
  });
  // Pictures, media and PDFs are compressed already: only XML and HTML are deflated.
  const entries: Zippable = {};
  for (const [name, bytes] of files) entries[name] = [bytes, { level: /\.(xml|html)$/.test(name) ? 6 : 0 }];
  return zipSync(entries, { mtime: new Date("2000-01-01T00:00:00Z") });
};
