/** Russian messages of the access and passage endpoints (SPEC leaves their wording open). */
export const ACCESS_MESSAGES = {
  noSeats: "Свободных мест нет",
  enrolmentClosed: "Запись на курс закрыта",
  invitedOnly: "Запись на курс доступна только по приглашению",
  notPublished: "Курс не опубликован",
  invitationInvalid: "Приглашение недействительно",
  invitationOtherEmail: "Приглашение отправлено на другой E-mail",
  invitationAccepted: "Приглашение уже принято",
  teacherRoleRequired: "Принять приглашение преподавателя может только преподаватель",
  studentRoleRequired: "Записаться на курс может только ученик",
  linkInvalid: "Ссылка для доступа недействительна",
  tooManyEmails: "Не более 100 адресов за раз",
  notEnrolled: "Вы не записаны на этот курс",
  notAStudent: "Пользователь не является учеником курса",
} as const;

export const PASSAGE_MESSAGES = {
  lessonLocked: "Урок откроется после завершения предыдущего",
  replayProhibited: "Повторное прохождение запрещено",
  answerTestFirst: "Сначала ответьте на тест",
  submitTaskFirst: "Сначала отправьте задание на проверку",
  onReview: "Задание уже на проверке",
  accepted: "Задание уже принято",
  notYourFile: "Файл не найден",
  notATest: "Этот блок не тест",
  notAFreeTask: "Этот блок не свободное задание",
} as const;
