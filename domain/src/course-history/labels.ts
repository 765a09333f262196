import { BLOCK_KIND_LABELS, type BlockKind } from "../course/block-content";
import type { ChangePlace } from "./course-change";
import { NOUNS, VERBS, type ItemLevel } from "./nouns";

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

/** An item of the course tree, as a line names it. */
type Item = {
  readonly level: ItemLevel;
  readonly name: string;
  readonly parents: ReadonlyArray<ChangePlace>;
  readonly blockKind?: BlockKind | undefined;
};

/** The item in a line: a block by its kind («Текст»), anything else by its name. */
const itemName = (item: Item): string =>
  item.level === "block" && item.blockKind !== undefined ? kindQuoted(item.blockKind) : quoted(item.name);

/**
 * An added, moved or deleted item's line: `Добавлен урок «…» в раздел «…»`, `Перемещено задание «…» в
 * урок «…»`, `Удалён блок «Текст» из урока «…»`. A section's line names no container.
 */
export const itemLabel = (kind: "added" | "moved" | "deleted", item: Item): string => {
  const noun = NOUNS[item.level];
  const verb = VERBS[kind];
  const parent = item.level === "module" ? undefined : item.parents[item.parents.length - 1];
  return `${noun.masculine ? verb.masculine : verb.neuter} ${noun.count[0]} ${itemName(item)}${underPlace(parent, verb.how)}`;
};

/** What an added item's line says: `Добавлен урок «…» в раздел «…»`, `Добавлен блок «Текст» в урок «…»`. */
export const addedLabel = (item: Item): string => itemLabel("added", item);

/** A renamed section, lesson or task: `Изменено название урока «новое»`. */
export const renamedLabel = (level: ChangePlace["level"], name: string): string =>
  `Изменено название ${NOUNS[level].genitive[0]} ${quoted(name)}`;

/** The order of what a container holds: `Изменён порядок уроков в разделе «…»`; the course's sections: `Изменён порядок разделов`. */
export const orderLabel = (items: ItemLevel, container: ChangePlace | undefined): string =>
  `Изменён порядок ${NOUNS[items].genitive[2]}${underPlace(container, "in")}`;

/** A block whose content changed: `Изменён текст блока в уроке «…»` for a text, `Изменён блок «Тест» в уроке «…»` otherwise. */
export const blockChangedLabel = (kind: BlockKind, isText: boolean, container: ChangePlace | undefined): string =>
  `Изменён ${isText ? `текст ${NOUNS.block.genitive[0]}` : `${NOUNS.block.count[0]} ${kindQuoted(kind)}`}${underPlace(container, "in")}`;

/** A lesson's trial access: `Открыт пробный доступ к уроку «…»`, `Закрыт …`. */
export const trialLabel = (open: boolean, lessonName: string): string =>
  `${open ? "Открыт" : "Закрыт"} пробный доступ к уроку ${quoted(lessonName)}`;

/** The about page's lines, by field (about-changes.ts lists the fields in the order of the screens). */
export const ABOUT_LABELS = {
  "general.name": "Изменено название курса",
  "general.summary": "Изменено краткое описание курса",
  "general.category": "Изменена категория курса",
  "general.advantages": "Изменены преимущества курса",
  "additional.price": "Изменена цена курса",
  "additional.old_price": "Изменена старая цена курса",
  "additional.description": "Изменено описание курса",
  "additional.completionDoc": "Изменён документ об окончании",
  "additional.practiceType": "Изменён тип практики",
  "additional.additionalDescription": "Изменено дополнительное описание курса",
  "style.cover": "Изменена обложка",
  style: "Изменено оформление курса",
  "lists.teachers": "Изменён список преподавателей",
  "lists.programs": "Изменена программа курса",
  "lists.results": "Изменены результаты обучения",
  "lists.consumers": "Изменён список «Для кого этот курс»",
  "lists.learns": "Изменён список «Чему вы научитесь»",
} as const;

/** An about-page field the history names. */
export type AboutField = keyof typeof ABOUT_LABELS;
