import { BLOCK_KIND_LABELS, type BlockKind } from "@app/domain/course/block-content";
import type { ImportCounts } from "@app/domain/api/authoring";

export type BlockLine = { readonly kind: string; readonly label: string; readonly count: number };

const isBlockKind = (kind: string): kind is BlockKind => Object.hasOwn(BLOCK_KIND_LABELS, kind);

/** The dry run's block counts as lines with the Russian kind labels, in the constructor's kind order; unknown kinds last, by their own name. */
export const blockLines = (blocks: ImportCounts["blocks"]): ReadonlyArray<BlockLine> => {
  const order = Object.keys(BLOCK_KIND_LABELS);
  return Object.entries(blocks)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => ({ kind, label: isBlockKind(kind) ? BLOCK_KIND_LABELS[kind] : kind, count }))
    .sort((a, b) => rank(order, a.kind) - rank(order, b.kind) || a.kind.localeCompare(b.kind));
};

const rank = (order: ReadonlyArray<string>, kind: string): number => {
  const index = order.indexOf(kind);
  return index === -1 ? order.length : index;
};

export const totalBlocks = (blocks: ImportCounts["blocks"]): number =>
  Object.values(blocks).reduce((sum, count) => sum + count, 0);
