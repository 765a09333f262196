import { BLOCK_KIND_LABELS, type BlockKind } from "../course/block-content";
import type { ChangePlace } from "./course-change";

/** How an empty name is shown. */
export const NO_NAME = "Без названия";

/** A name in «…», `Без названия` when empty. */
export const quoted = (name: string): string => `«${name.trim() === "" ? NO_NAME : name}»`;

/** A block kind in «…»: «Текст». */
export const kindQuoted = (kind: BlockKind): string => `«${BLOCK_KIND_LABELS[kind]}»`;

/** The Russian cases a container's noun takes in the lines: «в раздел», «в разделе», «из раздела». */
const CASES: Readonly<Record<ChangePlace["level"], { into: string; in: string; from: string; word: string }>> = {
  module: { into: "в раздел", in: "в разделе", from: "из раздела", word: "Раздел" },
  lesson: { into: "в урок", in: "в уроке", from: "из урока", word: "Урок" },
  task: { into: "в задание", in: "в задании", from: "из задания", word: "Задание" },
};

/** «в урок «…»» (where to), «в уроке «…»» (where), «из урока «…»» (where from). */
export const placed = (place: ChangePlace, how: "into" | "in" | "from"): string =>
  `${CASES[place.level][how]} ${quoted(place.name)}`;

/** A container as `where` lists it: `Раздел «Введение»`. */
export const placeWord = (place: ChangePlace): string => `${CASES[place.level].word} ${quoted(place.name)}`;

/** `placed`, with a leading space, or nothing when there is no container (a section's parent is the course). */
export const underPlace = (place: ChangePlace | undefined, how: "into" | "in" | "from"): string =>
  place === undefined ? "" : ` ${placed(place, how)}`;

/** What an added item's line says: `Добавлен урок «…» в раздел «…»`, `Добавлен блок «Текст» в урок «…»`. */
export const addedLabel = (item: {
  readonly level: ChangePlace["level"] | "block";
  readonly name: string;
  readonly parents: ReadonlyArray<ChangePlace>;
  readonly blockKind?: BlockKind | undefined;
}): string => {
  const parent = item.parents[item.parents.length - 1];
  if (item.level === "module") return `Добавлен раздел ${quoted(item.name)}`;
  if (item.level === "lesson") return `Добавлен урок ${quoted(item.name)}${underPlace(parent, "into")}`;
  if (item.level === "task") return `Добавлено задание ${quoted(item.name)}${underPlace(parent, "into")}`;
  const what = item.blockKind === undefined ? quoted(item.name) : kindQuoted(item.blockKind);
  return `Добавлен блок ${what}${underPlace(parent, "into")}`;
};
