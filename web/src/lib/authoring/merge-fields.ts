import { BLOCK_KIND_LABELS, type BlockKind } from "@app/domain/course/block-content";
import { PAYMENT } from "@app/domain/course/course-fields";
import { blockParentOf, lessonOf, taskOf } from "@app/domain/course/course-query";
import type { CourseState } from "@app/domain/course/course-state";
import { richTextPlain } from "@app/domain/course/rich-text";

/** Words of the merge dialog (Russian, as the rest of the authoring screens). */
export const MERGE_TEXT = {
  removed: "Удалено",
  yes: "Да",
  no: "Нет",
} as const;

const ABOUT_FIELDS: Readonly<Record<string, string>> = {
  "general.name": "Название курса",
  "general.summary": "Краткое описание",
  "general.category": "Категория",
  "general.advantages": "Преимущества курса",
  "additional.price": "Цена",
  "additional.old_price": "Старая цена",
  "additional.description": "Описание",
  "additional.completionDoc": "Документ об окончании",
  "additional.practiceType": "Практика",
  "additional.additionalDescription": "Дополнительное описание",
  style: "Оформление",
  "page.selectedSchoolID": "Школа",
  "settings.accesses": "Доступ к курсу",
  "settings.actions": "Настройки курса",
  "settings.payments": "Способы оплаты",
};

/** Where a block sits in my window, as the outline names it: `урок «…»` or `задание «…»`. */
const blockPlace = (course: CourseState | undefined, blockID: string): string | undefined => {
  const parent = course && blockParentOf(course, blockID);
  if (!course || parent === undefined) return undefined;
  if (parent._tag === "lesson") {
    const lesson = lessonOf(course, parent.lessonID);
    return lesson && `урок «${lesson.lessonName}»`;
  }
  const task = taskOf(course, parent.taskID);
  return task && `задание «${task.name}»`;
};

/**
 * What a field of the merge (domain course-fields keys) is called on the screens. A block is named
 * with its lesson or task in my window (`mine`), so a block whose lesson the other window deleted says which.
 */
export const fieldLabel = (field: string, mine?: CourseState): string => {
  if (field.startsWith("blocks.")) {
    const place = blockPlace(mine, field.slice("blocks.".length));
    return place === undefined ? "Блок" : `Блок · ${place}`;
  }
  const known = ABOUT_FIELDS[field];
  if (known !== undefined) return known;
  if (field.startsWith(PAYMENT)) return "Способы оплаты";
  const [part, , leaf] = field.split(".");
  if (part === "modules") return "Название раздела";
  if (part === "lessons") return leaf === "is_trial" ? "Пробный урок" : "Название урока";
  if (part === "tasks") return "Название задания";
  if (part === "blocks") return "Блок";
  if (part === "lists") return "Список на странице «О курсе»";
  if (part === "settings") return "Настройки курса";
  return "О курсе";
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A rich text (issue #20) reads as its words in the dialog, not as its markup. */
const wordsOf = (text: string, format: unknown): string => (format === "html" ? richTextPlain(text) : text);

/** A field's value (canonical JSON; undefined when the item is gone) as the author reads it. */
export const valueText = (json: string | undefined): string => {
  if (json === undefined) return MERGE_TEXT.removed;
  const value: unknown = JSON.parse(json);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? MERGE_TEXT.yes : MERGE_TEXT.no;
  if (value === null) return "—";
  if (isRecord(value) && typeof value["_tag"] === "string" && value["_tag"] in BLOCK_KIND_LABELS) {
    const kind = BLOCK_KIND_LABELS[value["_tag"] as BlockKind];
    const text =
      typeof value["text"] === "string"
        ? wordsOf(value["text"], value["format"])
        : typeof value["name"] === "string"
          ? value["name"]
          : typeof value["title"] === "string"
            ? value["title"]
            : "";
    return text === "" ? kind : `${kind}: ${text}`;
  }
  if (isRecord(value) && typeof value["value"] === "string") return wordsOf(value["value"], value["format"]);
  if (isRecord(value) && typeof value["name"] === "string") return value["name"];
  if (isRecord(value) && typeof value["description"] === "string") return value["description"];
  return json;
};
