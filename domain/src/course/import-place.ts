import { BLOCK_KIND_LABELS, type BlockKind } from "./block-content";
import { PLACE_WORDS, shortened } from "./problem-place";

/** The course screen's words for what lies outside the structure (its tabs, the about tab's sections). */
const WORDS = {
  course: "Курс",
  structure: "Структура курса",
  about: "О курсе",
  settings: "Настройки",
  file: "Файл",
  description: "Описание",
} as const;

const ABOUT_PARTS: Readonly<Record<string, ReadonlyArray<string>>> = {
  general: [WORDS.about, "Основное"],
  additional: [WORDS.about, "Дополнительно"],
  style: [WORDS.about, "Оформление"],
  settings: [WORDS.settings],
};

/** Fields inside an about part or the settings, by their path there. */
const ABOUT_FIELDS: Readonly<Record<string, ReadonlyArray<string>>> = {
  "name.value": ["Название курса"],
  "description.value": [WORDS.description],
  "accesses.teachers": ["Доступ", "Преподаватели курса"],
};

type AboutList = { readonly title: string; readonly item: string; readonly name: string };
const LISTS: Readonly<Record<string, AboutList>> = {
  teachers: { title: "Преподаватели", item: "Преподаватель", name: "name" },
  programs: { title: "Программа курса", item: "Раздел программы", name: "name" },
  results: { title: "Результаты обучения", item: "Результат", name: "name" },
  consumers: { title: "Для кого этот курс", item: "Аудитория", name: "description" },
  learns: { title: "Чему вы научитесь", item: "Навык", name: "description" },
};
const LIST_FIELDS: Readonly<Record<string, string>> = { name: PLACE_WORDS.name, description: WORDS.description };

/** The structure's lists: the word of their items and the key of an item's name (blocks have none). */
const CONTAINERS: Readonly<Record<string, { readonly word: string; readonly name?: string }>> = {
  moduleList: { word: PLACE_WORDS.section, name: "moduleName" },
  lessons: { word: PLACE_WORDS.lesson, name: "lessonName" },
  tasks: { word: PLACE_WORDS.task, name: "name" },
  lessonContent: { word: PLACE_WORDS.block },
  taskContent: { word: PLACE_WORDS.block },
};
const NAME_KEYS: ReadonlySet<string> = new Set(["moduleName", "lessonName", "name"]);

const at = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
const textAt = (value: unknown, key: string): string | undefined => {
  const text = at(value, key);
  return typeof text === "string" && text.trim() !== "" ? text.trim() : undefined;
};
const isIndex = (segment: string | undefined): segment is string => segment !== undefined && /^\d+$/.test(segment);

const numbered = (word: string, index: string, name: string | undefined): string =>
  `${word} ${Number(index) + 1}${name === undefined ? "" : ` «${shortened(name)}»`}`;

const isBlockKind = (kind: unknown): kind is BlockKind =>
  typeof kind === "string" && Object.hasOwn(BLOCK_KIND_LABELS, kind);

/** `Блок 3 (Видео)`, or `Блок 3` when the document's kind is unknown. */
const blockStep = (index: string, block: unknown): string => {
  const kind = at(at(block, "content"), "_tag");
  return `${numbered(PLACE_WORDS.block, index, undefined)}${isBlockKind(kind) ? ` (${BLOCK_KIND_LABELS[kind]})` : ""}`;
};

/** What is left of a path no rule names: shown as it is, so nothing of it is lost. */
const unnamed = (rest: ReadonlyArray<string>): string[] => (rest.length === 0 ? [] : [rest.join(".")]);

/** Inside a block's content: its file, or one of a free task's files. */
const contentSteps = (rest: ReadonlyArray<string>): string[] => {
  const [key, index, ...more] = rest;
  if (key === "file" && index === undefined) return [WORDS.file];
  if (key === "files" && isIndex(index)) return [`${WORDS.file} ${Number(index) + 1}`, ...unnamed(more)];
  return unnamed(rest);
};

/** Sections, lessons, tasks and blocks, down from `node` (the course, a section, a lesson or a task). */
const treeSteps = (node: unknown, rest: ReadonlyArray<string>): string[] => {
  const [key, index, ...inner] = rest;
  if (key === undefined) return [];
  if (NAME_KEYS.has(key) && index === undefined) return [PLACE_WORDS.name];
  if (key === "content") return contentSteps(rest.slice(1));
  const container = CONTAINERS[key];
  if (container === undefined || !isIndex(index)) return unnamed(rest);
  const item = at(at(node, key), index);
  const head =
    container.name === undefined
      ? blockStep(index, item)
      : numbered(container.word, index, textAt(item, container.name));
  return [head, ...treeSteps(item, inner)];
};

/** An item of an about list (`lists.teachers.0.name`). */
const listSteps = (course: unknown, rest: ReadonlyArray<string>): string[] => {
  const [name, index, field, ...more] = rest;
  const list = name === undefined ? undefined : LISTS[name];
  if (name === undefined || list === undefined) return [WORDS.about, ...unnamed(rest)];
  if (!isIndex(index)) return [WORDS.about, list.title, ...unnamed(rest.slice(1))];
  const item = numbered(list.item, index, textAt(at(at(at(course, "lists"), name), index), list.name));
  const fieldWord = field === undefined ? undefined : LIST_FIELDS[field];
  const tail =
    field === undefined ? [] : fieldWord === undefined ? unnamed([field, ...more]) : [fieldWord, ...unnamed(more)];
  return [WORDS.about, list.title, item, ...tail];
};

/** An about part or the settings (`general.name.value`, `settings.accesses.teachers`). */
const aboutSteps = (part: string, rest: ReadonlyArray<string>): string[] => {
  const head = ABOUT_PARTS[part];
  if (head === undefined) return unnamed([part, ...rest]);
  if (rest.length === 0) return [...head];
  return [...head, ...(ABOUT_FIELDS[rest.join(".")] ?? unnamed(rest))];
};

/**
 * Where an item of the import report sits (issue #29), as a person reads the course: the report's
 * path into the export document (`course.moduleList.0.lessons.1.lessonContent.2.content.file`) in
 * words, `Раздел 1 «Основы» › Урок 2 «Переменные» › Блок 3 (Видео) › Файл`, with the names the
 * document itself gives. Numbers count from 1 in the document's order. The server writes the paths
 * (mock-server/src/authoring/import-course.ts); the page shows them so.
 */
export const importPlace = (course: unknown, path: string): string => {
  const [root, part, ...rest] = path.split(".");
  if (root !== "course") return path;
  if (part === undefined) return WORDS.course;
  const steps =
    part === "moduleList"
      ? rest.length === 0
        ? [WORDS.structure]
        : treeSteps(course, [part, ...rest])
      : part === "lists"
        ? listSteps(course, rest)
        : aboutSteps(part, rest);
  return steps.join(" › ");
};
