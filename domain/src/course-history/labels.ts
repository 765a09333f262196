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

/** An item of the course tree, as a line names it. */
type Item = {
  readonly level: ItemLevel;
  readonly name: string;
  readonly parents: ReadonlyArray<ChangePlace>;
  readonly blockKind?: BlockKind | undefined;
};

type ItemLevel = ChangePlace["level"] | "block";

/** Each level's noun: as the subject, in the genitive («название урока») and the genitive plural («порядок уроков»). */
const NOUNS: Readonly<Record<ItemLevel, { one: string; of: string; ofMany: string; neuter: boolean }>> = {
  module: { one: "раздел", of: "раздела", ofMany: "разделов", neuter: false },
  lesson: { one: "урок", of: "урока", ofMany: "уроков", neuter: false },
  task: { one: "задание", of: "задания", ofMany: "заданий", neuter: true },
  block: { one: "блок", of: "блока", ofMany: "блоков", neuter: false },
};

/** What happened to an item, as the verb agrees with its noun, and where the line points to. */
const VERBS = {
  added: { masculine: "Добавлен", neuter: "Добавлено", how: "into" },
  moved: { masculine: "Перемещён", neuter: "Перемещено", how: "into" },
  deleted: { masculine: "Удалён", neuter: "Удалено", how: "from" },
} as const;

/** The item in a line: a block by its kind («Текст»), anything else by its name. */
const itemName = (item: Item): string =>
  item.level === "block" && item.blockKind !== undefined ? kindQuoted(item.blockKind) : quoted(item.name);

/**
 * An added, moved or deleted item's line: `Добавлен урок «…» в раздел «…»`, `Перемещено задание «…» в
 * урок «…»`, `Удалён блок «Текст» из урока «…»`. A section's line names no container.
 */
export const itemLabel = (kind: keyof typeof VERBS, item: Item): string => {
  const noun = NOUNS[item.level];
  const verb = VERBS[kind];
  const parent = item.level === "module" ? undefined : item.parents[item.parents.length - 1];
  return `${noun.neuter ? verb.neuter : verb.masculine} ${noun.one} ${itemName(item)}${underPlace(parent, verb.how)}`;
};

/** What an added item's line says: `Добавлен урок «…» в раздел «…»`, `Добавлен блок «Текст» в урок «…»`. */
export const addedLabel = (item: Item): string => itemLabel("added", item);

/** A renamed section, lesson or task: `Изменено название урока «новое»`. */
export const renamedLabel = (level: ChangePlace["level"], name: string): string =>
  `Изменено название ${NOUNS[level].of} ${quoted(name)}`;

/** The order of what a container holds: `Изменён порядок уроков в разделе «…»`; the course's sections: `Изменён порядок разделов`. */
export const orderLabel = (items: ItemLevel, container: ChangePlace | undefined): string =>
  `Изменён порядок ${NOUNS[items].ofMany}${underPlace(container, "in")}`;

/** A block whose content changed: `Изменён текст блока в уроке «…»` for a text, `Изменён блок «Тест» в уроке «…»` otherwise. */
export const blockChangedLabel = (kind: BlockKind, isText: boolean, container: ChangePlace | undefined): string =>
  `Изменён ${isText ? `текст ${NOUNS.block.of}` : `${NOUNS.block.one} ${kindQuoted(kind)}`}${underPlace(container, "in")}`;

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
