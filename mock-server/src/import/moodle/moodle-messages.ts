/** Russian reasons of a Moodle backup's import: the archive refused whole, and the items left out of the course. */
export const MOODLE_MESSAGES = {
  notBackup: "Файл не является резервной копией Moodle (.mbz): ожидается архив tar.gz или ZIP",
  notGzip: "Архив повреждён или это не архив tar.gz",
  link: (path: string) =>
    `«${path}» в архиве — ссылка на другой файл (symlink или hardlink): такой пакет не импортируется`,
  special: (path: string) => `«${path}» в архиве — не файл и не папка: такой пакет не импортируется`,
  tarBomb: "Архив распаковывается в слишком много данных (похоже на «tar-бомбу»): такой пакет не импортируется",
  noBackupXml: "В архиве нет moodle_backup.xml: это не резервная копия Moodle",
  unsupportedActivity: (moduleName: string) =>
    `Элемент Moodle вида «${moduleName}» не переносится: в курсе нет такого элемента`,
  unsupportedQuestion: (typeWords: string) =>
    `Вопрос вида ${typeWords} не переносится: в тестах есть только выбор одного или нескольких ответов и «верно/неверно»`,
  randomQuestion: "Случайный вопрос из банка не переносится: в тесте остаются только заданные вопросы",
  missingQuestion: "Вопроса нет в резервной копии (questions.xml): он не переносится",
  noCorrectAnswer: "У вопроса нет ни одного верного ответа: он не переносится",
  missingFile: (name: string) => `Файла «${name}» нет в резервной копии: элемент не импортирован`,
  refusedFile: (name: string, reason: string) => `Файл «${name}» не принят: ${reason}`,
  emptyResource: "В элементе нет файла: он не импортирован",
  emptyFolder: "В папке нет файлов: она не импортирована",
  emptyText: "Текст пустой: элемент не импортирован",
  unreadable: (path: string) => `«${path}» повреждён или в нём нет обязательного поля: элемент не импортирован`,
  pointsRounded: (from: number, to: number) =>
    `Баллы ${String(from).replace(".", ",")} заменены на ${to}: баллы — целое число от 1 до 100`,
  partialCredit: "Частичные баллы за ответы не переносятся: верным считается ответ с наибольшей оценкой",
  questionImages: "Изображения в тексте вопроса не переносятся: текст вопроса импортирован без них",
  imagesInText:
    "Изображение в тексте, которого нет в резервной копии (например, из интернета), не переносится: добавьте его блоком «Изображение»",
  embedded: "Встроенные видео, аудио и фреймы не переносятся: в тексте курса их нет",
  badLink: (url: string) => `Ссылка «${url}» не допускается: можно ставить ссылки http://, https:// и mailto:`,
  defaultSection: (number: number) => (number === 0 ? "Общее" : `Тема ${number}`),
  looseSection: "Без раздела",
  sectionSummary: "Описание раздела",
} as const;
