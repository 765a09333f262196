import { describe, expect, it } from "vitest";
import { importPlace } from "./import-place";

/** An export document's course, as the import reads it: names where the author gave them. */
const COURSE = {
  moduleList: [
    {
      moduleName: "Основы",
      lessons: [
        {
          lessonName: "Переменные",
          lessonContent: [
            { content: { _tag: "text", text: "…" } },
            { content: { _tag: "video", title: "", file: { id: "x", name: "ролик.mp4" } } },
            { content: { _tag: "hologram" } },
          ],
          tasks: [{ name: "Домашняя работа", taskContent: [{ content: { _tag: "freeTask", files: [] } }] }],
        },
      ],
    },
    { lessons: [] },
    { moduleName: "Очень длинное название раздела, которое не поместится в строку отчёта" },
  ],
  lists: {
    teachers: [{ name: "Анна Петрова" }],
    consumers: [{ description: "Новичкам" }],
  },
};

const place = (path: string) => importPlace(COURSE, path);

describe("importPlace: the import report's paths in words (issue #29)", () => {
  it("names sections, lessons, tasks and blocks by number and name, as the brief's example", () => {
    expect(place("course.moduleList.0.lessons.0.lessonContent.0")).toBe(
      "Раздел 1 «Основы» › Урок 1 «Переменные» › Блок 1 (Текст)",
    );
    expect(place("course.moduleList.0.lessons.0.lessonContent.1.content.file")).toBe(
      "Раздел 1 «Основы» › Урок 1 «Переменные» › Блок 2 (Видео) › Файл",
    );
    expect(place("course.moduleList.0.lessons.0.tasks.0.taskContent.0.content.files.2")).toBe(
      "Раздел 1 «Основы» › Урок 1 «Переменные» › Задание 1 «Домашняя работа» › Блок 1 (Свободное задание) › Файл 3",
    );
  });

  it("a block of an unknown kind, or an item without a name, is named by its number alone", () => {
    expect(place("course.moduleList.0.lessons.0.lessonContent.2")).toBe(
      "Раздел 1 «Основы» › Урок 1 «Переменные» › Блок 3",
    );
    expect(place("course.moduleList.1")).toBe("Раздел 2");
    expect(place("course.moduleList.7.lessons.3")).toBe("Раздел 8 › Урок 4");
  });

  it("a name cut for its length is the item's `Название`; a long name is shortened at a word", () => {
    expect(place("course.moduleList.2.moduleName")).toBe("Раздел 3 «Очень длинное название раздела…» › Название");
    expect(place("course.moduleList.0.lessons.0.lessonName")).toBe(
      "Раздел 1 «Основы» › Урок 1 «Переменные» › Название",
    );
  });

  it("names the about tab's parts and lists, and the settings", () => {
    expect(place("course.general")).toBe("О курсе › Основное");
    expect(place("course.general.name.value")).toBe("О курсе › Основное › Название курса");
    expect(place("course.additional")).toBe("О курсе › Дополнительно");
    expect(place("course.style")).toBe("О курсе › Оформление");
    expect(place("course.settings")).toBe("Настройки");
    expect(place("course.settings.accesses.teachers")).toBe("Настройки › Доступ › Преподаватели курса");
    expect(place("course.lists.teachers.0")).toBe("О курсе › Преподаватели › Преподаватель 1 «Анна Петрова»");
    expect(place("course.lists.consumers.0.description")).toBe(
      "О курсе › Для кого этот курс › Аудитория 1 «Новичкам» › Описание",
    );
    expect(place("course.lists.results.4.name")).toBe("О курсе › Результаты обучения › Результат 5 › Название");
    expect(place("course.moduleList")).toBe("Структура курса");
  });

  it("keeps what no rule names as it is, and a path outside the course unchanged", () => {
    expect(place("course.moduleList.0.lessons.0.quizzes.1")).toBe(
      "Раздел 1 «Основы» › Урок 1 «Переменные» › quizzes.1",
    );
    expect(place("course.extras.x")).toBe("extras.x");
    expect(place("format_version")).toBe("format_version");
    expect(importPlace(null, "course.moduleList.0.lessons.0")).toBe("Раздел 1 › Урок 1");
  });
});
