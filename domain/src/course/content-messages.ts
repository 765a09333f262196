/** Messages of the rich content rules (issue #20): video links, question types and points. */
export const CONTENT_MESSAGES = {
  videoLinkUnknown: "Ссылка не распознана: вставьте ссылку на видео YouTube, Vimeo или RuTube",
  videoRequired: "Загрузите файл или вставьте ссылку на видео",
  oneCorrect: "Отметьте хотя бы один правильный ответ",
  exactlyOneCorrect: "В вопросе с одним ответом отметьте ровно один правильный",
  points: "Баллы: целое число от 1 до 100",
  singleAnswer: "Выберите один ответ",
} as const;
