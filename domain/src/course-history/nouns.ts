import type { ChangeLevel } from "./course-change";
import type { CountForms } from "./plural";

/** A level of the course tree a line names: a section, a lesson, a task or a block. */
export type ItemLevel = Exclude<ChangeLevel, "course">;

/**
 * Each level's noun in the forms the lines need, by count (plural.ts): as the subject (3 урока), in
 * the genitive (названия 3 уроков, название урока) and the dative (к 3 урокам); and its gender, which
 * the verb agrees with (Удалён блок, Удалено задание).
 */
export const NOUNS: Readonly<
  Record<ItemLevel, { count: CountForms; genitive: CountForms; dative: CountForms; masculine: boolean }>
> = {
  module: {
    count: ["раздел", "раздела", "разделов"],
    genitive: ["раздела", "разделов", "разделов"],
    dative: ["разделу", "разделам", "разделам"],
    masculine: true,
  },
  lesson: {
    count: ["урок", "урока", "уроков"],
    genitive: ["урока", "уроков", "уроков"],
    dative: ["уроку", "урокам", "урокам"],
    masculine: true,
  },
  task: {
    count: ["задание", "задания", "заданий"],
    genitive: ["задания", "заданий", "заданий"],
    dative: ["заданию", "заданиям", "заданиям"],
    masculine: false,
  },
  block: {
    count: ["блок", "блока", "блоков"],
    genitive: ["блока", "блоков", "блоков"],
    dative: ["блоку", "блокам", "блокам"],
    masculine: true,
  },
};

/** What happened to an item, the participle in both genders, and where its line points to. */
export const VERBS = {
  added: { masculine: "Добавлен", neuter: "Добавлено", how: "into" },
  moved: { masculine: "Перемещён", neuter: "Перемещено", how: "into" },
  deleted: { masculine: "Удалён", neuter: "Удалено", how: "from" },
  changed: { masculine: "Изменён", neuter: "Изменено", how: "in" },
} as const;
