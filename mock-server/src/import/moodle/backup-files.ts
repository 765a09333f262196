import type { PackageFiles } from "../package-files";
import { childrenNamed } from "../xml";
import { fieldOf, numberOf, readBackupXml } from "./backup-xml";

/** A file of files.xml: where Moodle used it (context, component, area) and where its bytes are. */
export type BackupFile = {
  readonly contextId: string;
  readonly component: string;
  readonly fileArea: string;
  /** The area's item (a section's id in the course's `section` area; 0 for most). */
  readonly itemId: string;
  /** The folder inside the area (`/`, `/sub/`) and the name, as the teacher saw them. */
  readonly filePath: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly sortOrder: number;
  /** The bytes' path in the backup: `files/<first two of the hash>/<sha1 content hash>`. */
  readonly packagePath: string;
};

/**
 * Every real file files.xml lists (Moodle also lists each folder as a file named `.`), in the
 * order it lists them.
 */
export const readBackupFiles = async (files: PackageFiles): Promise<ReadonlyArray<BackupFile>> => {
  const root = await readBackupXml(files, "files.xml");
  return childrenNamed(root, "file").flatMap((file) => {
    const hash = fieldOf(file, "contenthash").trim().toLowerCase();
    const fileName = fieldOf(file, "filename");
    if (fileName === "." || fileName === "" || !/^[0-9a-f]{40}$/.test(hash)) return [];
    return [
      {
        contextId: fieldOf(file, "contextid"),
        component: fieldOf(file, "component"),
        fileArea: fieldOf(file, "filearea"),
        itemId: fieldOf(file, "itemid").trim(),
        filePath: fieldOf(file, "filepath") || "/",
        fileName,
        mimeType: fieldOf(file, "mimetype"),
        sortOrder: numberOf(file, "sortorder") ?? 0,
        packagePath: `files/${hash.slice(0, 2)}/${hash}`,
      },
    ];
  });
};

/** The files of one area of one activity (`mod_resource` `content` of context 450), by folder and name. */
export const filesOfArea = (
  all: ReadonlyArray<BackupFile>,
  contextId: string,
  component: string,
  fileArea: string,
): BackupFile[] =>
  all
    .filter((f) => f.contextId === contextId && f.component === component && f.fileArea === fileArea)
    .sort((a, b) => `${a.filePath}${a.fileName}`.localeCompare(`${b.filePath}${b.fileName}`));

/** A file's name with its folder inside the area (`sub/notes.pdf`; just the name at the top). */
export const displayName = (file: BackupFile): string => `${file.filePath.replace(/^\/+/, "")}${file.fileName}`;
