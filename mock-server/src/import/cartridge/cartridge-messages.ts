/** Russian reasons of what a cartridge import leaves out (the dry-run report shows them with the item's place). */
export const CARTRIDGE_MESSAGES = {
  discussion: "Обсуждения не переносятся: в курсе нет такого вида блока",
  lti: "Внешние приложения (LTI) не переносятся",
  questionBank: "Банк вопросов вне теста не переносится",
  unknownType: (type: string) => `Ресурс вида «${type}» не поддерживается`,
  missingResource: (ref: string) => `Элемент ссылается на ресурс «${ref}», которого нет в пакете`,
  missingFile: (path: string) => `Файла «${path}» нет в пакете`,
  refusedFile: (path: string, reason: string) => `Файл «${path}» не принят: ${reason}`,
  canvasSettings: "Настройки курса из Canvas (course_settings) не переносятся",
  unusedResource: "Ресурс пакета не входит в структуру курса (organization) и не будет импортирован",
  questionType: (type: string) =>
    `Вопрос вида «${type}» не переносится: есть только выбор одного или нескольких ответов и «верно/неверно»`,
  pointsRounded: (mark: number, points: number) =>
    `Баллы вопроса (${mark}) стали ${points}: в курсе баллы — целое число от 1 до 100`,
  noCorrectAnswer: "У вопроса не отмечен правильный ответ",
  emptyTest: "В тесте не осталось вопросов, которые можно перенести",
  pageParts: (parts: ReadonlyArray<string>) => `Из страницы удалено то, чего нет в тексте курса: ${parts.join(", ")}`,
  badLink: (url: string) => `Ссылка «${url}» не допускается: можно ставить ссылки http://, https:// и mailto:`,
  outsidePicture: (src: string) =>
    `Картинка по адресу «${src}» не перенесена: в тексте курса нет картинок, а в пакете нет её файла`,
  badResource: "Ресурс повреждён и не будет импортирован",
  defaultModule: "Без раздела",
} as const;
