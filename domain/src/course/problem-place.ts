import { BLOCK_KIND_LABELS } from "./block-content";
import { lessonOf, taskOf } from "./course-query";
import type { CourseState } from "./course-state";
import type { ContentBlock } from "./structure";

/**
 * Where a problem of the course checks (course-checks.ts field paths) sits, as the author reads the
 * constructor: the section and lesson to open, and the steps down to the field, outermost first
 * (`Раздел 1 «Основы»`, `Урок 2 «Переменные»`, `Блок 3 (Тест)`, `Вопрос 2`).
 */
export type ProblemPlace = {
  readonly moduleID: string;
  /** The lesson holding the field; none for a section's own name. */
  readonly lessonID: string | undefined;
  readonly steps: ReadonlyArray<string>;
};

/** The words of a place (numbers count from 1, as the constructor shows them; tombstones count, as they show). */
export const PLACE_WORDS = {
  section: "Раздел",
  lesson: "Урок",
  task: "Задание",
  block: "Блок",
  question: "Вопрос",
  answer: "Ответ",
  name: "Название",
  questionText: "Текст вопроса",
} as const;

/** A name longer than this is cut, with `…`, so one problem stays one or two lines. */
const NAME_MAX = 40;

/** A long name cut at the last word that fits (or mid-word when one word is longer), ending in `…` (the import report's places too). */
export const shortened = (name: string): string => {
  if (name.length <= NAME_MAX) return name;
  const cut = name.slice(0, NAME_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > NAME_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
};

const quoted = (name: string): string => (name.trim() === "" ? "" : ` «${shortened(name.trim())}»`);

const numbered = (word: string, order: ReadonlyArray<string>, id: string, name?: string): string =>
  `${word} ${order.indexOf(id) + 1}${name === undefined ? "" : quoted(name)}`;

/** The steps inside a block's content: a question (and its answer) or the field a message does not name itself. */
const contentSteps = (rest: ReadonlyArray<string>): string[] => {
  const [field, index, sub, answer] = rest;
  if (field === "name" || field === "title") return [PLACE_WORDS.name];
  if (field !== "questions" || index === undefined) return [];
  const question = `${PLACE_WORDS.question} ${Number(index) + 1}`;
  if (sub === "text") return [question, PLACE_WORDS.questionText];
  if (sub === "answers" && answer !== undefined) return [question, `${PLACE_WORDS.answer} ${Number(answer) + 1}`];
  return [question];
};

/** A block of a lesson's or task's list, then what inside it (`blocks.{id}.content.…`). */
const blockSteps = (
  container: { readonly blockOrder: ReadonlyArray<string>; readonly blocks: Readonly<Record<string, ContentBlock>> },
  rest: ReadonlyArray<string>,
): string[] | undefined => {
  const [blocks, blockID, content, ...inside] = rest;
  if (rest.length === 1 && (blocks === "name" || blocks === "lessonName")) return [PLACE_WORDS.name];
  if (blocks !== "blocks" || blockID === undefined || content !== "content") return undefined;
  const block = container.blocks[blockID];
  if (!block) return undefined;
  const kind = BLOCK_KIND_LABELS[block.content._tag];
  return [`${numbered(PLACE_WORDS.block, container.blockOrder, blockID)} (${kind})`, ...contentSteps(inside)];
};

/**
 * The place of a field path of the course checks (`lessons.{id}.blocks.{id}.content.questions.1.points`),
 * or undefined when the path is not inside the structure (the about tab, `moduleList`) or names an item
 * the course no longer has. The one rule for naming where a problem is.
 */
export const problemPlace = (course: CourseState, field: string): ProblemPlace | undefined => {
  const [root, id, ...rest] = field.split(".");
  if (id === undefined) return undefined;
  const sectionStep = (moduleID: string): string | undefined => {
    const module = course.modules[moduleID];
    return module && numbered(PLACE_WORDS.section, course.moduleOrder, moduleID, module.moduleName);
  };
  const lessonSteps = (lessonID: string) => {
    const lesson = lessonOf(course, lessonID);
    const module = lesson && course.modules[lesson.moduleID];
    const section = lesson && sectionStep(lesson.moduleID);
    if (!lesson || !module || section === undefined) return undefined;
    return { lesson, steps: [section, numbered(PLACE_WORDS.lesson, module.lessonOrder, lessonID, lesson.lessonName)] };
  };
  if (root === "modules") {
    const section = sectionStep(id);
    if (section === undefined) return undefined;
    return {
      moduleID: id,
      lessonID: undefined,
      steps: rest[0] === "moduleName" ? [section, PLACE_WORDS.name] : [section],
    };
  }
  if (root === "lessons") {
    const found = lessonSteps(id);
    const inside = found && blockSteps(found.lesson, rest);
    if (!found || inside === undefined) return undefined;
    return { moduleID: found.lesson.moduleID, lessonID: id, steps: [...found.steps, ...inside] };
  }
  if (root === "tasks") {
    const task = taskOf(course, id);
    const found = task && lessonSteps(task.lessonID);
    const inside = task && blockSteps(task, rest);
    if (!task || !found || inside === undefined) return undefined;
    const taskStep = numbered(PLACE_WORDS.task, found.lesson.taskOrder, id, task.name);
    return { moduleID: found.lesson.moduleID, lessonID: task.lessonID, steps: [...found.steps, taskStep, ...inside] };
  }
  return undefined;
};

/** A place as one line: its steps joined by `›`. */
export const placeText = (place: ProblemPlace): string => place.steps.join(" › ");
