import type { BlockKind } from "../course/block-content";
import type { ChangeKind, ChangeLevel, ChangePlace, CourseChange } from "./course-change";
import { itemLabel, orderLabel, placeWord, renamedLabel } from "./labels";

/** A change of the course tree before `where` is written out from its parents. */
export type Draft = {
  readonly kind: ChangeKind;
  readonly level: ChangeLevel;
  readonly id: string;
  readonly field: string;
  readonly parents: ReadonlyArray<ChangePlace>;
  readonly name: string;
  readonly label: string;
  readonly before?: string | null | undefined;
  readonly after?: string | null | undefined;
  readonly blockKind?: BlockKind | undefined;
};

/** An item of the tree where a walk meets it: its level, id, name (a block's kind's) and containers. */
export type Placed = {
  readonly level: ChangePlace["level"] | "block";
  readonly id: string;
  readonly name: string;
  readonly parents: ReadonlyArray<ChangePlace>;
  readonly blockKind?: BlockKind | undefined;
};

export const toChange = (d: Draft): CourseChange => ({
  kind: d.kind,
  level: d.level,
  id: d.id,
  field: d.field,
  where: d.parents.map(placeWord),
  label: d.label,
  before: d.before ?? null,
  after: d.after ?? null,
  name: d.name,
  parents: d.parents,
  ...(d.blockKind === undefined ? {} : { blockKind: d.blockKind }),
});

/** The innermost container of a path: the item's parent. */
export const lastPlace = (parents: ReadonlyArray<ChangePlace>): ChangePlace | undefined => parents[parents.length - 1];

/** An item added, deleted or moved; a move says in `field` what it left (and, for a lesson or task, its name). */
export const itemDraft = (
  kind: "added" | "deleted" | "moved",
  item: Placed,
  move: { readonly field: string; readonly before?: string; readonly after?: string } = { field: "" },
): Draft => ({ kind, ...item, label: itemLabel(kind, item), ...move });

/** A section, lesson or task renamed. */
export const renamedDraft = (item: Placed & { readonly level: ChangePlace["level"] }, before: string): Draft => ({
  kind: "changed",
  ...item,
  field: "name",
  label: renamedLabel(item.level, item.name),
  before,
  after: item.name,
});

/** The items of a level in another order inside the last of `parents` (the course's sections: no parents). */
export const orderDraft = (items: Placed["level"], parents: ReadonlyArray<ChangePlace>): Draft => {
  const container = lastPlace(parents);
  return {
    kind: "changed",
    level: container?.level ?? "course",
    id: container?.id ?? "",
    field: `${items}Order`,
    parents: parents.slice(0, -1),
    name: container?.name ?? "",
    label: orderLabel(items, container),
  };
};
