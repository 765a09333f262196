/** Russian names of Moodle's activity modules, as Moodle's own Russian interface calls them. */
const MODULE_NAMES: Readonly<Record<string, string>> = {
  assign: "Задание",
  assignment: "Задание",
  book: "Книга",
  chat: "Чат",
  choice: "Выбор",
  data: "База данных",
  feedback: "Обратная связь",
  folder: "Папка",
  forum: "Форум",
  glossary: "Глоссарий",
  h5pactivity: "H5P",
  imscp: "Пакет IMS",
  label: "Пояснение",
  lesson: "Лекция",
  lti: "Внешний инструмент",
  page: "Страница",
  qbank: "Банк вопросов",
  quiz: "Тест",
  resource: "Файл",
  scorm: "Пакет SCORM",
  subsection: "Подраздел",
  survey: "Анкета",
  url: "Гиперссылка",
  wiki: "Вики",
  workshop: "Семинар",
};

/** Russian names of Moodle's question types. */
const QUESTION_TYPES: Readonly<Record<string, string>> = {
  calculated: "Вычисляемый",
  calculatedmulti: "Множественный вычисляемый",
  calculatedsimple: "Простой вычисляемый",
  ddimageortext: "Перетаскивание на изображение",
  ddmarker: "Перетаскивание маркеров",
  ddwtos: "Перетаскивание в текст",
  description: "Описание",
  essay: "Эссе",
  gapselect: "Выбор пропущенных слов",
  match: "На соответствие",
  multianswer: "Вложенные ответы (Cloze)",
  numerical: "Числовой ответ",
  randomsamatch: "Случайный вопрос на соответствие",
  shortanswer: "Короткий ответ",
};

/** `Форум`, or the module's own name for one Moodle's interface does not have. */
export const moduleWord = (moduleName: string): string =>
  (Object.hasOwn(MODULE_NAMES, moduleName) ? MODULE_NAMES[moduleName] : undefined) ?? `Элемент ${moduleName}`;

/** `«На соответствие» (match)`, or `«qtype»` for a type without a Russian name. */
export const questionTypeWords = (qtype: string): string => {
  const name = Object.hasOwn(QUESTION_TYPES, qtype) ? QUESTION_TYPES[qtype] : undefined;
  return name === undefined ? `«${qtype}»` : `«${name}» (${qtype})`;
};
