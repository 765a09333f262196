/** Issue #37's words (the spec names none; docs/decisions/deadlines.md). */
export const DEADLINE_MESSAGES = {
  /** 409 when work is sent after a hard date (extensions applied). */
  closed: "Срок сдачи прошёл, задание закрыто для отправки. Чтобы сдать его, попросите преподавателя продлить срок",
  duplicate: "Срок для этого урока или задания уже задан",
  daysRange: "Укажите от 0 до 3650 дней",
  time: "Укажите время в виде ЧЧ:ММ",
  whom: "Выберите ученика или группу",
  extensionNotFound: "Продление не найдено",
} as const;
