import { MAX_IMPORT_BYTES, MEGABYTE } from "@app/domain/api/files";

/** Russian reasons a package (a cartridge, a Moodle backup) is refused as a whole or read only in part. */
export const PACKAGE_MESSAGES = {
  tooLarge: `Файл больше ${MAX_IMPORT_BYTES / MEGABYTE} МБ: такой пакет не импортируется`,
  unknownFormat:
    "Файл не распознан: ожидается экспорт курса (JSON), IMS Common Cartridge (.imscc, .zip) или резервная копия Moodle (.mbz)",
  notZip: "Архив повреждён или это не ZIP-архив",
  tooManyFiles: (max: number) => `В архиве больше ${max} файлов: такой пакет не импортируется`,
  unpackedTooLarge: (megabytes: number) => `Распакованный архив больше ${megabytes} МБ: такой пакет не импортируется`,
  suspiciousRatio: (path: string) =>
    `Файл «${path}» сжат слишком сильно (похоже на «zip-бомбу»): такой пакет не импортируется`,
  badPath: (path: string) =>
    `Недопустимый путь «${path}» в архиве (абсолютный, с «..» или с обратной косой чертой): такой пакет не импортируется`,
  duplicatePath: (path: string) => `Файл «${path}» встречается в архиве дважды: такой пакет не импортируется`,
  xmlEntities: (path: string) =>
    `В «${path}» объявлены XML-сущности (DOCTYPE с ENTITY): такие файлы не читаются из соображений безопасности`,
  badXml: (path: string) => `«${path}» не является правильным XML-документом`,
  noManifest: "В пакете нет imsmanifest.xml",
} as const;
