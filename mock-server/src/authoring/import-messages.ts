/** Russian reasons of the import report. */
export const IMPORT_MESSAGES = {
  notExport: "Файл не является экспортом курса (ожидается JSON с format «course-platform/course»)",
  unsupportedVersion: (version: number) => `Версия формата ${version} не поддерживается, ожидается 1`,
  // Not «Раздел»: a report line names the course's sections so (issue #29), and this is a part of the document.
  badSection: "Эта часть повреждена и не будет импортирована: используются значения по умолчанию",
  badItem: "Элемент повреждён или в нём нет обязательного поля",
  missingField: (field: string) => `Нет обязательного поля «${field}»`,
  unknownBlock: (kind: string) => `Неизвестный тип блока «${kind}»`,
  badBlock: (kind: string) => `Блок «${kind}» повреждён или в нём нет обязательного поля`,
  missingFile: (name: string) => `Файл «${name}» не найден на этом сервере: блок импортирован без файла`,
  truncated: (length: number) => `Текст длиннее ${length} символов и будет обрезан`,
  tooLong: (length: number) => `Не должно превышать ${length} символов`,
  teachersDropped: "Назначенные преподаватели не переносятся между серверами",
  linksRemoved: (links: ReadonlyArray<string>) =>
    `Ссылки ${links.map((link) => `«${link}»`).join(", ")} не допускаются и будут удалены: можно ставить ссылки http://, https:// и mailto:`,
  defaultName: "Импортированный курс",
} as const;
