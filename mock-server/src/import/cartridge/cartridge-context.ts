import type { FileRef } from "@app/domain/course/ids";
import type { ContentBlock } from "@app/domain/course/structure";
import type { BlockContent } from "@app/domain/course/block-content";
import { fileRefusal } from "@app/domain/validation/file-rules";
import type { PackageFiles } from "../package-files";
import type { PackageFileUse, PackageSkip } from "../converted-package";
import { utf8 } from "../xml";
import { CARTRIDGE_MESSAGES } from "./cartridge-messages";

/** What a cartridge's converters share: the package, the report lines and the files the course uses. */
export type CartridgeContext = {
  readonly files: PackageFiles;
  readonly skipped: PackageSkip[];
  readonly uses: Map<string, PackageFileUse>;
  readonly nextId: () => string;
};

export const newContext = (files: PackageFiles): CartridgeContext => {
  let counter = 0;
  return { files, skipped: [], uses: new Map(), nextId: () => `cc-${++counter}` };
};

export const skip = (ctx: CartridgeContext, place: string, reason: string): void => {
  ctx.skipped.push({ place, reason });
};

/** The base name of a package path (what a stored file is called). */
export const baseName = (path: string): string => path.split("/").pop() ?? path;

/**
 * A package file the course uses, as a FileRef whose id is its package path (stored on import), or
 * undefined with a report line when it is missing or a program.
 */
export const useFile = (
  ctx: CartridgeContext,
  place: string,
  path: string,
  name = baseName(path),
): FileRef | undefined => {
  if (!ctx.files.paths.includes(path)) {
    skip(ctx, place, CARTRIDGE_MESSAGES.missingFile(path));
    return undefined;
  }
  const size = ctx.files.size(path);
  const refusal = fileRefusal({ name, size });
  if (refusal !== undefined) {
    skip(ctx, place, CARTRIDGE_MESSAGES.refusedFile(path, refusal));
    return undefined;
  }
  ctx.uses.set(path, { path, name });
  return { id: path, name, url: "", size };
};

/** A package file as text, or undefined (reported) when it is missing. */
export const readText = async (ctx: CartridgeContext, place: string, path: string): Promise<string | undefined> => {
  if (!ctx.files.paths.includes(path)) {
    skip(ctx, place, CARTRIDGE_MESSAGES.missingFile(path));
    return undefined;
  }
  return utf8(await ctx.files.read(path));
};

export const blockOf = (ctx: CartridgeContext, content: BlockContent): ContentBlock => ({
  contentBlockID: ctx.nextId(),
  status: "none",
  evaluation: null,
  content,
});
