import type { BlockContent } from "@app/domain/course/block-content";
import { PYTHON_MEDIA } from "./course-content-media";

/** Seed course content without ids: the seed gives them from the counters. */
export type SeedTest = {
  readonly _tag: "test";
  readonly name: string;
  readonly questions: ReadonlyArray<{
    readonly text: string;
    readonly answers: ReadonlyArray<readonly [string, boolean]>;
  }>;
};
export type SeedBlock = Exclude<BlockContent, { _tag: "test" }> | SeedTest;
export type SeedTask = { readonly name: string; readonly blocks: ReadonlyArray<SeedBlock> };
export type SeedLesson = {
  readonly name: string;
  readonly trial?: boolean;
  readonly blocks: ReadonlyArray<SeedBlock>;
  readonly tasks?: ReadonlyArray<SeedTask>;
};
export type SeedModule = { readonly name: string; readonly lessons: ReadonlyArray<SeedLesson> };

const text = (value: string): SeedBlock => ({ _tag: "text", text: value });
const freeTask = (title: string, value: string): SeedBlock => ({ _tag: "freeTask", title, text: value, files: [] });

/** "Основы Python": every block kind (SPEC §3), tests with the right answers marked, free tasks inside tasks. */
export const PYTHON_MODULES: ReadonlyArray<SeedModule> = [
  {
    name: "Знакомство с Python",
    lessons: [
      {
        name: "Установка и первая программа",
        trial: true,
        blocks: [
          text(
            "Python — язык с простым синтаксисом. В этом уроке вы установите интерпретатор и запустите первую программу.",
          ),
          { _tag: "video", title: "Как установить Python", file: PYTHON_MEDIA.video },
          { _tag: "image", title: "Как работает интерпретатор", file: PYTHON_MEDIA.image },
        ],
        tasks: [
          {
            name: "Первая программа",
            blocks: [
              freeTask(
                "Привет, мир",
                "Напишите программу, которая выводит «Привет, мир!», и пришлите файл или текст программы.",
              ),
              { _tag: "file", title: "Образец программы", file: PYTHON_MEDIA.file },
            ],
          },
        ],
      },
      {
        name: "Переменные и типы данных",
        blocks: [
          text("Переменная — это имя для значения. Тип значения определяет, что с ним можно делать."),
          { _tag: "document", title: "Шпаргалка по типам", file: PYTHON_MEDIA.document },
          {
            _tag: "test",
            name: "Типы данных",
            questions: [
              {
                text: "Какой тип у значения 3.14?",
                answers: [
                  ["int", false],
                  ["float", true],
                  ["str", false],
                ],
              },
              {
                text: "Какие значения имеют тип bool?",
                answers: [
                  ["True", true],
                  ["False", true],
                  ["0", false],
                ],
              },
            ],
          },
        ],
        tasks: [
          {
            name: "Практика: типы данных",
            blocks: [
              freeTask(
                "Калькулятор площади",
                "Запросите у пользователя ширину и высоту и выведите площадь прямоугольника.",
              ),
              {
                _tag: "test",
                name: "Самопроверка",
                questions: [
                  {
                    text: 'Что вернёт type("5")?',
                    answers: [
                      ["<class 'int'>", false],
                      ["<class 'str'>", true],
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: "Управляющие конструкции",
    lessons: [
      {
        name: "Условия",
        blocks: [
          text("Оператор if выполняет код только при истинном условии; elif и else задают другие ветви."),
          { _tag: "htmlPresentation", title: "Ветвление", file: PYTHON_MEDIA.htmlPresentation },
          {
            _tag: "test",
            name: "Условия",
            questions: [
              {
                text: "Что выведет print(5 > 3 and 2 > 4)?",
                answers: [
                  ["True", false],
                  ["False", true],
                ],
              },
            ],
          },
        ],
      },
      {
        name: "Циклы",
        blocks: [
          text("Цикл for перебирает элементы последовательности, while повторяет код, пока условие истинно."),
          { _tag: "presentation", title: "Циклы for и while", file: PYTHON_MEDIA.presentation },
          { _tag: "audio", title: "Подкаст: когда какой цикл", file: PYTHON_MEDIA.audio },
        ],
        tasks: [
          {
            name: "Практика: циклы",
            blocks: [freeTask("Таблица умножения", "Выведите таблицу умножения от 1 до 9 с помощью вложенных циклов.")],
          },
        ],
      },
    ],
  },
];

/** Two modules of two lessons, each with a text and a test, for every other seeded course. */
export const genericModules = (courseName: string): ReadonlyArray<SeedModule> => {
  const lesson = (name: string, about: string, trial = false): SeedLesson => ({
    name,
    trial,
    blocks: [
      text(`${about} Курс «${courseName}».`),
      {
        _tag: "test",
        name: `Проверка: ${name}`,
        questions: [
          {
            text: "Вы поняли материал урока?",
            answers: [
              ["Да, могу объяснить другому", true],
              ["Нет, нужно перечитать", false],
            ],
          },
        ],
      },
    ],
  });
  return [
    {
      name: "Введение",
      lessons: [
        lesson("О курсе", "Что вы узнаете и как устроено обучение.", true),
        lesson("Основные понятия", "Термины, без которых не обойтись."),
      ],
    },
    {
      name: "Практика",
      lessons: [
        lesson("Первые шаги", "Разбираем типичные задачи."),
        lesson("Итоги", "Повторяем главное и подводим итоги."),
      ],
    },
  ];
};
