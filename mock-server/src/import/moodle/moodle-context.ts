import type { BlockContent } from "@app/domain/course/block-content";
import type { FileRef } from "@app/domain/course/ids";
import type { ContentBlock } from "@app/domain/course/structure";
import { fileRefusal } from "@app/domain/validation/file-rules";
import type { PackageFileUse, PackageSkip } from "../converted-package";
import type { PackageFiles } from "../package-files";
import { displayName, type BackupFile } from "./backup-files";
import { mediaKindOf } from "../media-kind";
import { MOODLE_MESSAGES } from "./moodle-messages";
import type { QuestionBank } from "./question-bank";

/** What the conversion of one backup shares: its files, its question bank, the report and the files used. */
export type MoodleContext = {
  readonly files: PackageFiles;
  readonly backupFiles: ReadonlyArray<BackupFile>;
  readonly bank: QuestionBank;
  readonly skipped: PackageSkip[];
  readonly uses: Map<string, PackageFileUse>;
  readonly nextId: () => string;
};

export const skip = (ctx: MoodleContext, place: string, reason: string): void => {
  ctx.skipped.push({ place, reason });
};

export const blockOf = (ctx: MoodleContext, content: BlockContent): ContentBlock => ({
  contentBlockID: ctx.nextId(),
  status: "none",
  evaluation: null,
  content,
});

/**
 * A backup file the course uses: its FileRef (the id is its path in the backup: the file is stored
 * on import) and its first bytes. Undefined, reported at `place`, when its bytes are not in the
 * backup or the upload rules refuse it (a program, an empty file).
 */
export const useFile = async (
  ctx: MoodleContext,
  place: string,
  file: BackupFile,
): Promise<{ readonly ref: FileRef; readonly head: Uint8Array } | undefined> => {
  const name = file.fileName;
  if (!ctx.files.paths.includes(file.packagePath)) {
    skip(ctx, place, MOODLE_MESSAGES.missingFile(displayName(file)));
    return undefined;
  }
  const bytes = await ctx.files.read(file.packagePath);
  const head = bytes.subarray(0, 512);
  const refusal = fileRefusal({ name, size: bytes.length, head });
  if (refusal !== undefined) {
    skip(ctx, place, MOODLE_MESSAGES.refusedFile(displayName(file), refusal));
    return undefined;
  }
  if (!ctx.uses.has(file.packagePath)) ctx.uses.set(file.packagePath, { path: file.packagePath, name });
  return { ref: { id: file.packagePath, name, url: "", size: bytes.length }, head };
};

/** A backup file as a media block titled `title`, its kind by name and bytes (./media-kind); undefined when not used. */
export const fileBlock = async (
  ctx: MoodleContext,
  place: string,
  file: BackupFile,
  title: string,
): Promise<ContentBlock | undefined> => {
  const used = await useFile(ctx, place, file);
  return used === undefined
    ? undefined
    : blockOf(ctx, { _tag: mediaKindOf(file.fileName, used.head), title, file: used.ref });
};
