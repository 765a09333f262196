import { describe, expect, it } from "vitest";
import type { DomainEvent } from "../model/event";
import { given, inLesson, inTask, rawCourse, text } from "../model/test-kit";
import type { BlockContent } from "./block-content";
import { validateCourse } from "./course-checks";
import { placeText, problemPlace } from "./problem-place";

const test: BlockContent = {
  _tag: "test",
  name: "Проверка",
  questions: [
    { questionID: "q1", text: "Что такое x?", answers: [{ answerID: "a1", text: "Число", correct: true }] },
    {
      questionID: "q2",
      text: "",
      points: 0,
      answers: [
        { answerID: "a2", text: "Да", correct: false },
        { answerID: "a3", text: "", correct: false },
      ],
    },
  ],
};

/** Section 1 «Основы» (lessons «Введение», «Переменные»), section 2 with a blank name and a tombstoned lesson first. */
const course = rawCourse(
  given(
    { _tag: "CourseCreated", courseID: "c1", name: "Курс", at: 1 },
    { _tag: "ModuleCreated", courseID: "c1", moduleID: "m1", moduleName: "Основы", at: 2 },
    { _tag: "ModuleCreated", courseID: "c1", moduleID: "m2", moduleName: "", at: 3 },
    ...(
      [
        ["m1", "l1", "Введение"],
        ["m1", "l2", "Переменные"],
        ["m2", "l3", "Старый урок"],
        ["m2", "l4", "Очень длинное название урока, которое не поместится в одну строку"],
      ] as const
    ).map(([moduleID, lessonID, lessonName], at): DomainEvent => ({
      _tag: "LessonCreated",
      courseID: "c1",
      moduleID,
      lessonID,
      lessonName,
      is_trial: false,
      at: 4 + at,
    })),
    { _tag: "ItemMarkedForDelete", courseID: "c1", item: { _tag: "lesson", lessonID: "l3" } },
    {
      _tag: "BlockAdded",
      courseID: "c1",
      parent: inLesson("l2"),
      afterIndex: -1,
      contentBlockID: "b1",
      content: text("a"),
    },
    {
      _tag: "BlockAdded",
      courseID: "c1",
      parent: inLesson("l2"),
      afterIndex: 0,
      contentBlockID: "b2",
      content: text(""),
    },
    { _tag: "BlockAdded", courseID: "c1", parent: inLesson("l2"), afterIndex: 1, contentBlockID: "b3", content: test },
    { _tag: "TaskCreated", courseID: "c1", lessonID: "l2", taskID: "t1", name: "Домашняя работа", at: 10 },
    { _tag: "TaskCreated", courseID: "c1", lessonID: "l2", taskID: "t2", name: "", at: 11 },
    {
      _tag: "BlockAdded",
      courseID: "c1",
      parent: inTask("t2"),
      afterIndex: -1,
      contentBlockID: "tb1",
      content: { _tag: "freeTask", title: "", text: "", files: [] },
    },
  ),
);

const named = (field: string): string | undefined => {
  const place = problemPlace(course, field);
  return place === undefined ? undefined : placeText(place);
};

describe("the place of a problem, as the constructor reads", () => {
  it("names section, lesson (number and name), block (number and kind) and question", () => {
    expect(named("lessons.l2.blocks.b3.content.questions.1.points")).toBe(
      "Раздел 1 «Основы» › Урок 2 «Переменные» › Блок 3 (Тест) › Вопрос 2",
    );
    expect(problemPlace(course, "lessons.l2.blocks.b3.content.questions.1.points")).toMatchObject({
      moduleID: "m1",
      lessonID: "l2",
    });
  });

  it("names the field when its message does not: a name, a question's text, an answer", () => {
    expect(named("lessons.l2.blocks.b3.content.name")).toBe(
      "Раздел 1 «Основы» › Урок 2 «Переменные» › Блок 3 (Тест) › Название",
    );
    expect(named("lessons.l2.blocks.b3.content.questions.1.text")).toBe(
      "Раздел 1 «Основы» › Урок 2 «Переменные» › Блок 3 (Тест) › Вопрос 2 › Текст вопроса",
    );
    expect(named("lessons.l2.blocks.b3.content.questions.1.answers.1.text")).toBe(
      "Раздел 1 «Основы» › Урок 2 «Переменные» › Блок 3 (Тест) › Вопрос 2 › Ответ 2",
    );
    expect(named("lessons.l2.blocks.b3.content.questions.0.answers")).toBe(
      "Раздел 1 «Основы» › Урок 2 «Переменные» › Блок 3 (Тест) › Вопрос 1",
    );
    expect(named("lessons.l2.blocks.b2.content.text")).toBe("Раздел 1 «Основы» › Урок 2 «Переменные» › Блок 2 (Текст)");
    expect(named("lessons.l1.lessonName")).toBe("Раздел 1 «Основы» › Урок 1 «Введение» › Название");
  });

  it("a task's blocks go through the task, numbered in its lesson; blank names are left out", () => {
    expect(named("tasks.t2.blocks.tb1.content.title")).toBe(
      "Раздел 1 «Основы» › Урок 2 «Переменные» › Задание 2 › Блок 1 (Свободное задание) › Название",
    );
    expect(named("tasks.t1.name")).toBe(
      "Раздел 1 «Основы» › Урок 2 «Переменные» › Задание 1 «Домашняя работа» › Название",
    );
    expect(problemPlace(course, "tasks.t2.blocks.tb1.content.title")).toMatchObject({ moduleID: "m1", lessonID: "l2" });
    expect(named("modules.m2.moduleName")).toBe("Раздел 2 › Название");
    expect(problemPlace(course, "modules.m2.moduleName")?.lessonID).toBeUndefined();
  });

  it("counts a deleted lesson, as the outline shows it, and cuts a long name at its end", () => {
    expect(named("lessons.l4.lessonName")).toBe(
      "Раздел 2 › Урок 2 «Очень длинное название урока, которое…» › Название",
    );
  });

  it("has no place outside the structure, nor for an item the course no longer has", () => {
    expect(named("general.name")).toBeUndefined();
    expect(named("moduleList")).toBeUndefined();
    expect(named("lessons.gone.lessonName")).toBeUndefined();
    expect(named("lessons.l2.blocks.gone.content.text")).toBeUndefined();
    expect(named("tasks.gone.name")).toBeUndefined();
  });

  it("names a place for every structure problem the course checks report", () => {
    const structural = validateCourse(course).filter((p) => /^(modules|lessons|tasks)\./.test(p.field));
    expect(structural.length).toBeGreaterThan(5);
    for (const problem of structural) expect(named(problem.field), problem.field).toMatch(/^Раздел \d/);
  });
});
